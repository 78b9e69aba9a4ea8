// Class hierarchy with protocol conformance in a base class, overriding computed properties and calling super in closures.
protocol Describable { var summary: String { get } }
class Vehicle: Describable {
    let wheels: Int
    var speed = 0
    init(wheels: Int) { self.wheels = wheels }
    var summary: String { "\(type(of: self)) with \(wheels) wheels at \(speed)" }
    func accelerate(by amount: Int) { speed += amount }
    func plan(_ steps: [Int]) -> [String] {
        steps.map { step in accelerate(by: step); return summary }
    }
}
class Bike: Vehicle {
    init() { super.init(wheels: 2) }
    override func accelerate(by amount: Int) { super.accelerate(by: min(amount, 10)) }
}
final class Truck: Vehicle {
    var load = 0
    init(load: Int) { self.load = load; super.init(wheels: 6) }
    override var summary: String { super.summary + " carrying \(load)" }
    override func accelerate(by amount: Int) { super.accelerate(by: amount / 2) }
}
let fleet: [Vehicle] = [Bike(), Truck(load: 3), Vehicle(wheels: 4)]
for v in fleet { print(v.plan([4, 20]).last!) }
let describables: [Describable] = fleet
print(describables.map(\.summary).count, fleet.filter { $0 is Truck }.map { ($0 as! Truck).load })
// expect: Bike with 2 wheels at 14
// expect: Truck with 6 wheels at 12 carrying 3
// expect: Vehicle with 4 wheels at 24
// expect: 3 [3]
