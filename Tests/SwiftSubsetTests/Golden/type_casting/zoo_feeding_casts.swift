// A zoo keeper's feeding list: downcasting with as?, is, as! and switch over class types, and Int is never a Double in Any.
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
}
class Dog: Animal {
    var tricks: [String] = []
    override func sound() -> String { "Woof" }
}
class Cat: Animal {
    var livesLeft = 9
    override func sound() -> String { "Meow" }
}
final class Kitten: Cat {
    override func sound() -> String { "mew" }
}

let zoo: [Animal] = [Dog(name: "Rex"), Cat(name: "Tom"), Kitten(name: "Bit"), Animal(name: "Blob")]
var dogs = 0
var cats = 0
for animal in zoo {
    if animal is Dog { dogs += 1 }
    if animal is Cat { cats += 1 }
}
print("dogs: \(dogs), cats: \(cats)")

for animal in zoo {
    switch animal {
    case let kitten as Kitten:
        print("\(kitten.name) is a kitten and says \(kitten.sound())")
    case let cat as Cat:
        print("\(cat.name) has \(cat.livesLeft) lives")
    case is Dog:
        print("\(animal.name) is a dog")
    default:
        print("\(animal.name) is just an animal: \(animal.sound())")
    }
}

if let rex = zoo[0] as? Dog {
    rex.tricks.append("sit")
    rex.tricks.append("roll")
}
print((zoo[0] as! Dog).tricks)
print(zoo[1] as? Dog == nil)

let allCats = zoo.compactMap { $0 as? Cat }
print(allCats.map(\.name), allCats.count)
print(type(of: zoo[2]), type(of: allCats))

let stuff: [Any] = [3, 3.0, "3", true, zoo[0]]
for thing in stuff {
    let asInt = thing as? Int
    let asDouble = thing as? Double
    print(asInt as Any, asDouble as Any, thing is String, thing is Animal)
}
let total = stuff.compactMap { $0 as? Int }.reduce(0, +)
print("total of the Ints:", total)
// expect: dogs: 1, cats: 2
// expect: Rex is a dog
// expect: Tom has 9 lives
// expect: Bit is a kitten and says mew
// expect: Blob is just an animal: ...
// expect: ["sit", "roll"]
// expect: true
// expect: ["Tom", "Bit"] 2
// expect: Kitten Array<Cat>
// expect: Optional(3) nil false false
// expect: nil Optional(3.0) false false
// expect: nil nil true false
// expect: nil nil false false
// expect: nil nil false true
// expect: total of the Ints: 3
