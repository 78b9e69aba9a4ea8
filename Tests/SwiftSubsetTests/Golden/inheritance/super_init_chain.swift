// Initializers run down the chain: subclass properties first, then super.init, then customisation.
class Animal {
    let legs: Int
    var sound = "..."
    init(legs: Int) {
        self.legs = legs
        print("Animal init with \(legs) legs")
    }
    func speak() -> String { sound }
}
class Dog: Animal {
    let breed: String
    init(breed: String) {
        self.breed = breed
        print("Dog stores breed")
        super.init(legs: 4)
        sound = "woof"
        print("Dog customises after super.init")
    }
}
class Puppy: Dog {
    override func speak() -> String { "tiny " + super.speak() }
}
let p = Puppy(breed: "corgi")
// expect: Dog stores breed
// expect: Animal init with 4 legs
// expect: Dog customises after super.init
print(p.speak(), p.legs, p.breed)  // expect: tiny woof 4 corgi
