// Protocol extensions provide default implementations that conformers may replace.
protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func shout() -> String { greet().uppercased() }
}
struct Plain: Greeter { let name: String }
struct Fancy: Greeter {
    let name: String
    func greet() -> String { "Salutations, \(name)" }
}
print(Plain(name: "a").greet())  // expect: Hello, a
print(Fancy(name: "b").greet())  // expect: Salutations, b
print(Fancy(name: "c").shout())  // expect: SALUTATIONS, C
