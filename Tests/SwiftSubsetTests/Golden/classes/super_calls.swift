// super calls the superclass implementation of methods and initializers.
class Animal {
    let name: String
    init(name: String) { self.name = name; print("Animal.init", name) }
    func speak() -> String { "..." }
}
class Dog: Animal {
    let breed: String
    init(name: String, breed: String) {
        self.breed = breed
        print("Dog.init before super")
        super.init(name: name)
        print("Dog.init after super")
    }
    override func speak() -> String { "Woof and " + super.speak() }
}
let d = Dog(name: "Rex", breed: "lab")
// expect: Dog.init before super
// expect: Animal.init Rex
// expect: Dog.init after super
print(d.speak())  // expect: Woof and ...
