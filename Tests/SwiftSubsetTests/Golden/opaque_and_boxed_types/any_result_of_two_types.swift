// A function written `-> any P` returns a boxed value, so its branches may
// be two conforming types (a `some P` result could not): a ternary as the
// single expression, an if/else, and a switch.
protocol Animal {
    var name: String { get }
    func sound() -> String
}
struct Dog: Animal {
    let name: String
    func sound() -> String { "woof" }
}
struct Cat: Animal {
    let name: String
    func sound() -> String { "meow" }
}
func adopt(_ wantsDog: Bool) -> any Animal { wantsDog ? Dog(name: "Rex") : Cat(name: "Tom") }
func pick(_ n: Int) -> any Animal {
    if n > 0 { return Dog(name: "Fido") } else { return Cat(name: "Kitty") }
}
var favourite: any Animal {
    switch 2 {
    case 1: Dog(name: "One")
    default: Cat(name: "Two")
    }
}
print(adopt(true).name, adopt(false).sound()) // expect: Rex meow
print(pick(1).sound(), pick(0).name) // expect: woof Kitty
print(favourite.name, type(of: favourite)) // expect: Two Cat
let pets: [any Animal] = [adopt(true), pick(0)]
print(pets.map { $0.sound() }) // expect: ["woof", "meow"]
