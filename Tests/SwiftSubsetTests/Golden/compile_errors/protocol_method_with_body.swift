// A protocol's method written with a body, as if the protocol implemented it.
protocol Greeter {
    func greet(_ name: String) -> String { // expect error col 42: protocol methods must not have bodies
        "Hello, \(name)"
    }
}
struct English: Greeter {
    func greet(_ name: String) -> String { "Hi, \(name)" }
}
print(English().greet("Ada"))
