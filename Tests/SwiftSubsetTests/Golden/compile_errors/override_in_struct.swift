// `override` on a struct's method: only a class member can replace an inherited one.
struct Greeter {
    let name: String
    override func describe() -> String { "Greeter \(name)" } // expect error col 5: 'override' can only be specified on class members
}
print(Greeter(name: "Ada").describe())
