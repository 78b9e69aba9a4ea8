// A zoo's class hierarchy: overrides that call super, a final class, a class-level counter, type checks with is/as? over a [Animal], and a required initializer.
class Animal {
    static var born = 0
    let name: String
    var legs: Int { 4 }

    required init(name: String) {
        self.name = name
        Animal.born += 1
    }

    func sound() -> String { "..." }

    func describe() -> String {
        "\(name) has \(legs) legs and says \(sound())"
    }
}

class Bird: Animal {
    override var legs: Int { 2 }
    var canFly: Bool { true }
    override func sound() -> String { "tweet" }
    override func describe() -> String {
        super.describe() + (canFly ? ", and flies" : ", but cannot fly")
    }
}

final class Penguin: Bird {
    override var canFly: Bool { false }
    override func sound() -> String { "squawk (not \(super.sound()))" }
}

class Lion: Animal {
    var pride: [Lion] = []
    override func sound() -> String { "roar" }
}

let zoo: [Animal] = [Lion(name: "Leo"), Bird(name: "Kiwi"), Penguin(name: "Pingu"), Animal(name: "Mystery")]
for animal in zoo {
    print(animal.describe())
}
print("birds:", zoo.filter { $0 is Bird }.map(\.name))
print("penguins:", zoo.compactMap { $0 as? Penguin }.count)
if let lion = zoo.first as? Lion {
    lion.pride.append(Lion(name: "Nala"))
    print(lion.name, "pride", lion.pride.map(\.name))
}
let kind: Animal.Type = Penguin.self
let made = kind.init(name: "Skipper")
print(made.describe())
print(type(of: made), Animal.born, zoo.map(\.legs).reduce(0, +))

// expect: Leo has 4 legs and says roar
// expect: Kiwi has 2 legs and says tweet, and flies
// expect: Pingu has 2 legs and says squawk (not tweet), but cannot fly
// expect: Mystery has 4 legs and says ...
// expect: birds: ["Kiwi", "Pingu"]
// expect: penguins: 1
// expect: Leo pride ["Nala"]
// expect: Skipper has 2 legs and says squawk (not tweet), but cannot fly
// expect: Penguin 6 12
