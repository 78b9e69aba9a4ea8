// Designated and convenience initializers, overridden computed properties and methods calling super, casts with as!, as? and is over an array of a base class.
class Vehicle {
    let wheels: Int
    var name: String { "vehicle" }
    init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
    func summary() -> String { "\(name) on \(wheels) wheels" }
}
class Bike: Vehicle {
    var hasBell: Bool
    init(bell: Bool) { hasBell = bell; super.init(wheels: 2) }
    override var name: String { hasBell ? "bike with bell" : "bike" }
}
final class Truck: Vehicle {
    var load = 0
    override func summary() -> String { super.summary() + ", load \(load)" }
}
let garage: [Vehicle] = [Vehicle(), Bike(bell: true), Truck(wheels: 6)]
(garage[2] as! Truck).load = 500
garage.forEach { print($0.summary()) }
print(garage.compactMap { $0 as? Bike }.count, garage.map(\.wheels).reduce(0, +))
if let t = garage.last as? Truck, t.load > 100 { print("heavy", type(of: t)) }
// expect: vehicle on 4 wheels
// expect: bike with bell on 2 wheels
// expect: vehicle on 6 wheels, load 500
// expect: 1 12
// expect: heavy Truck
