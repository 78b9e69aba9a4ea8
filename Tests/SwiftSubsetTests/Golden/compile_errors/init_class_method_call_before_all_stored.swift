// A class's initializer calls `self.configure()` before its last stored property has a value.
final class Player {
    let name: String
    var score: Int
    init(name: String) {
        self.name = name
        self.configure() // expect error col 14: 'self' used in method call 'configure' before all stored properties are initialized
        score = 0
    }
    func configure() { print("configuring", name) }
}
print(Player(name: "Ada").score)
