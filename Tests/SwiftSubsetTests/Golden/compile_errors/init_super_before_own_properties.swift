// A subclass sets its own properties before it hands over to `super.init`.
class Vehicle {
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}
final class Bicycle: Vehicle {
    var gears: Int
    init(gears: Int) {
        super.init(wheels: 2) // expect error col 15: property 'self.gears' not initialized at super.init call
        self.gears = gears
    }
}
print(Bicycle(gears: 21).gears)
