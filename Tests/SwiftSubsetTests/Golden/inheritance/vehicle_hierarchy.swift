// Subclasses override a computed property and a method, calling super where useful.
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) km/h" }
    func makeNoise() -> String { "..." }
}
class Bicycle: Vehicle {
    var hasBasket = false
    override func makeNoise() -> String { "ring ring" }
}
class Train: Vehicle {
    override func makeNoise() -> String { "choo " + super.makeNoise() }
}
class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
}
let car = Car()
car.currentSpeed = 25
car.gear = 3
print(car.description)  // expect: traveling at 25.0 km/h in gear 3
let fleet: [Vehicle] = [Bicycle(), Train(), car]
print(fleet.map { $0.makeNoise() })  // expect: ["ring ring", "choo ...", "..."]
let bike = Bicycle()
bike.hasBasket = true
print(bike.hasBasket, bike.description)  // expect: true traveling at 0.0 km/h
