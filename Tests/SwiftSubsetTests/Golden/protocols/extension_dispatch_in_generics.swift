// Requirements dispatch dynamically; extension-only methods dispatch on the static type, also in generics.
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "hello" }
    func wave() -> String { "default wave" }
    func both() -> String { "\(greet()) + \(wave())" }
}
struct Friendly: Greeter {
    func greet() -> String { "hi friend" }
    func wave() -> String { "big wave" }
}
struct Quiet: Greeter {}
func introduce<G: Greeter>(_ g: G) -> String { g.greet() + " / " + g.wave() }
let f = Friendly()
print(f.greet(), "|", f.wave())  // expect: hi friend | big wave
print(introduce(f))  // expect: hi friend / default wave
print(f.both())  // expect: hi friend + default wave
let list: [any Greeter] = [f, Quiet()]
print(list.map { $0.wave() })  // expect: ["default wave", "default wave"]
print(list.map { $0.greet() })  // expect: ["hi friend", "hello"]
