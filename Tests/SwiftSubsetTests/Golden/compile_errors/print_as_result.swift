// A single-expression body returns its expression's value: `print` returns nothing.
struct Greeter {
    var name: String
    func greeting() -> String { print("Hello, \(name)") } // expect error col 33: cannot convert return expression of type '()' to return type 'String'
}
print(Greeter(name: "Ada").greeting())
