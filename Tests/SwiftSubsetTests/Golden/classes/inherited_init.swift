// A subclass with defaults for its new properties inherits the superclass inits.
class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
}
class Bike: Vehicle {
    var bell = true
}
let b = Bike(wheels: 2)
let c = Bike()
print(b.wheels, b.bell, c.wheels)  // expect: 2 true 4
