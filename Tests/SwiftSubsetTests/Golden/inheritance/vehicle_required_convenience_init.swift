// Vehicles with required and convenience initializers across a subclass, a factory over a metatype, and overridden observers that call super's.
class Vehicle {
    var wheels: Int
    var speed = 0 {
        didSet { print("Vehicle speed \(oldValue) -> \(speed)") }
    }
    required init(wheels: Int) {
        self.wheels = wheels
        print("Vehicle init with \(wheels) wheels")
    }
    convenience init() {
        self.init(wheels: 4)
        print("Vehicle convenience init")
    }
    func describe() -> String { "\(type(of: self)) with \(wheels) wheels at \(speed)" }
}

class Bike: Vehicle {
    var hasBell = true
    required init(wheels: Int) {
        super.init(wheels: wheels)
        print("Bike init")
    }
    convenience init(bell: Bool) {
        self.init(wheels: 2)
        hasBell = bell
    }
    override var speed: Int {
        didSet { print("Bike speed now \(speed)") }
    }
}

func build(_ kind: Vehicle.Type, wheels: Int) -> Vehicle {
    kind.init(wheels: wheels)
}

let car = Vehicle()
car.speed = 50
let bike = Bike(bell: false)
bike.speed = 15
bike.speed += 5
print(bike.hasBell, bike.describe())
let built = [build(Vehicle.self, wheels: 6), build(Bike.self, wheels: 3)]
print(built.map { $0.describe() })
let plain = Bike()
print(plain.wheels, plain.hasBell)
// expect: Vehicle init with 4 wheels
// expect: Vehicle convenience init
// expect: Vehicle speed 0 -> 50
// expect: Vehicle init with 2 wheels
// expect: Bike init
// expect: Vehicle speed 0 -> 15
// expect: Bike speed now 15
// expect: Vehicle speed 15 -> 20
// expect: Bike speed now 20
// expect: false Bike with 2 wheels at 20
// expect: Vehicle init with 6 wheels
// expect: Vehicle init with 3 wheels
// expect: Bike init
// expect: ["Vehicle with 6 wheels at 0", "Bike with 3 wheels at 0"]
// expect: Vehicle init with 4 wheels
// expect: Bike init
// expect: Vehicle convenience init
// expect: 4 true
