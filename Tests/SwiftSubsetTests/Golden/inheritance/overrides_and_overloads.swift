// Which subclass members replace the superclass's (`override`) and which only sit beside them as overloads.
class Sensor {
    var name: String { "sensor" }
    var reading = 0 {
        didSet { print("Sensor reading \(oldValue) -> \(reading)") }
    }
    required init() {}
    func report(_ value: Int) -> String { "\(name) \(value)" }
    class func unit() -> String { "units" }
    func describe() -> String { "\(name): \(reading) \(Self.unit())" }
}

final class Thermometer: Sensor {
    override var name: String { "thermo/" + super.name }
    override var reading: Int {
        didSet { print("Thermometer saw \(reading)") }
    }
    required init() { super.init() }
    // Same name, other parameter type: an overload, not an override.
    func report(_ value: Double) -> String { "\(name) \(value)°" }
    // Same parameters, other result type: an overload too.
    func report(_ value: Int) -> Int { value * 10 }
    override func report(_ value: Int) -> String { "[" + super.report(value) + "]" }
    override class func unit() -> String { "°C" }
}

let sensors: [Sensor] = [Sensor(), Thermometer()]
for s in sensors {
    s.reading = 21
    print(s.report(3), s.describe())
}
let t = Thermometer()
print(t.report(1.5))
let scaled: Int = t.report(4)
print(scaled)
let made = [Sensor.self, Thermometer.self].map { $0.init().name }
print(made)

// expect: Sensor reading 0 -> 21
// expect: sensor 3 sensor: 21 units
// expect: Sensor reading 0 -> 21
// expect: Thermometer saw 21
// expect: [thermo/sensor 3] thermo/sensor: 21 °C
// expect: thermo/sensor 1.5°
// expect: 40
// expect: ["sensor", "thermo/sensor"]
