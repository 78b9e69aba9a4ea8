// A parking garage with a class hierarchy: vehicles override fees and descriptions and call super, a garage tracks spots, and type casts count the kinds.
class Vehicle: CustomStringConvertible {
    let plate: String
    var wheels: Int { 4 }
    init(plate: String) { self.plate = plate }

    func fee(hours: Int) -> Int { 2 * hours }

    var description: String { "\(kind) \(plate)" }
    var kind: String { "vehicle" }
}

class Car: Vehicle {
    override var kind: String { "car" }
}

class ElectricCar: Car {
    var charging = false
    override var kind: String { "electric " + super.kind }
    override func fee(hours: Int) -> Int {
        let base = super.fee(hours: hours)
        return charging ? base + 5 : base
    }
}

final class Motorcycle: Vehicle {
    override var wheels: Int { 2 }
    override var kind: String { "motorcycle" }
    override func fee(hours: Int) -> Int { max(1, super.fee(hours: hours) / 2) }
}

class Truck: Vehicle {
    let axles: Int
    init(plate: String, axles: Int) {
        self.axles = axles
        super.init(plate: plate)
    }
    override var wheels: Int { axles * 4 }
    override var kind: String { "\(axles)-axle truck" }
    override func fee(hours: Int) -> Int { super.fee(hours: hours) * axles }
}

struct Garage {
    let capacity: Int
    private(set) var spots: [Vehicle] = []
    private(set) var earnings = 0

    mutating func park(_ v: Vehicle) -> Bool {
        guard spots.count < capacity, !spots.contains(where: { $0.plate == v.plate }) else { return false }
        spots.append(v)
        return true
    }

    mutating func leave(plate: String, hours: Int) -> Int? {
        guard let i = spots.firstIndex(where: { $0.plate == plate }) else { return nil }
        let fee = spots.remove(at: i).fee(hours: hours)
        earnings += fee
        return fee
    }
}

let tesla = ElectricCar(plate: "EV-1")
tesla.charging = true
var garage = Garage(capacity: 4)
let arrivals: [Vehicle] = [Car(plate: "AB-12"), tesla, Motorcycle(plate: "M-7"), Truck(plate: "TR-3", axles: 3), Car(plate: "ZZ-9")]
print(arrivals.map { garage.park($0) })
// expect: [true, true, true, true, false]
print(garage.park(Car(plate: "AB-12")), garage.spots)
// expect: false [car AB-12, electric car EV-1, motorcycle M-7, 3-axle truck TR-3]
print(garage.spots.map(\.wheels), garage.spots.filter { $0 is Car }.count, garage.spots.compactMap { $0 as? Truck }.first?.axles as Any)
// expect: [4, 4, 2, 12] 2 Optional(3)
for (plate, hours) in [("EV-1", 3), ("M-7", 1), ("TR-3", 2), ("NOPE", 1)] {
    if let fee = garage.leave(plate: plate, hours: hours) {
        print("\(plate) paid \(fee)")
    } else {
        print("\(plate) not found")
    }
}
// expect: EV-1 paid 11
// expect: M-7 paid 1
// expect: TR-3 paid 12
// expect: NOPE not found
print(garage.earnings, garage.spots.count)
// expect: 24 1
