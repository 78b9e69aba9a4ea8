// `any P` boxes values of different types in one array; each keeps its own behaviour.
protocol Animal {
    var name: String { get }
    func sound() -> String
}
struct Dog: Animal { let name: String; func sound() -> String { "woof" } }
struct Cat: Animal { let name: String; var lives = 9; func sound() -> String { "meow" } }
var zoo: [any Animal] = [Dog(name: "Rex"), Cat(name: "Tom")]
zoo.append(Dog(name: "Fido"))
for animal in zoo { print("\(animal.name): \(animal.sound())") }
// expect: Rex: woof
// expect: Tom: meow
// expect: Fido: woof
let cats = zoo.compactMap { $0 as? Cat }
print(cats.map(\.lives))  // expect: [9]
var favourite: any Animal = zoo[0]
print(type(of: favourite))  // expect: Dog
favourite = Cat(name: "Kit")
print(type(of: favourite), favourite.sound())  // expect: Cat meow
