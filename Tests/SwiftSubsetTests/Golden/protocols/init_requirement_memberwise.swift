// A struct's implicit initializers meet a protocol's init requirements: the memberwise one by its full name, init() when every property has a value.
protocol Named {
    init(name: String)
}
protocol Blank {
    init()
}
struct Player: Named {
    let name: String
    let level = 1
}
struct Counter: Blank {
    var count = 0
}
func make<T: Named>(_ type: T.Type, _ name: String) -> T { T(name: name) }
func blank<T: Blank>(_ type: T.Type) -> T { T() }
print(make(Player.self, "Ada"), blank(Counter.self))
// expect: Player(name: "Ada", level: 1) Counter(count: 0)
