// A subclass initializer sets its own property but never calls the superclass's initializer, which needs a name.
class Animal {
    let name: String
    init(name: String) {
        self.name = name
    }
}

class Dog: Animal {
    let breed: String
    init(breed: String) {
        self.breed = breed
    } // expect error col 5: 'super.init' isn't called on all paths before returning from initializer
}

let dog = Dog(breed: "beagle")
print(dog.breed)
