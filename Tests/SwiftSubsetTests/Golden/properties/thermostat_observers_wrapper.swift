// A thermostat: property observers, computed get/set, lazy and static properties, a clamping property wrapper
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: Bool { value == range.lowerBound || value == range.upperBound }
}

final class Thermostat {
    static let defaultTarget = 21.0
    static var created = 0

    let room: String
    @Clamped(10...30) var target: Double = Thermostat.defaultTarget {
        didSet { print("  \(room): target \(oldValue) -> \(target)\($target ? " (limit)" : "")") }
    }
    var current: Double {
        willSet { if abs(newValue - current) > 5 { print("  \(room): big jump to \(newValue)") } }
        didSet { updateMode() }
    }
    private(set) var mode = "idle"
    lazy var schedule: [String] = {
        print("  building schedule for \(room)")
        return ["06:00 \(target)", "22:00 \(target - 3)"]
    }()

    var fahrenheit: Double {
        get { current * 9 / 5 + 32 }
        set { current = (newValue - 32) * 5 / 9 }
    }

    init(room: String, current: Double) {
        self.room = room
        self.current = current
        Thermostat.created += 1
        updateMode()
    }

    private func updateMode() {
        let newMode = current < target - 0.5 ? "heat" : current > target + 0.5 ? "cool" : "idle"
        if newMode != mode {
            print("  \(room): \(mode) -> \(newMode)")
            mode = newMode
        }
    }
}

let living = Thermostat(room: "living", current: 18)
living.target = 35
living.target = 19.5
living.current = 26
living.fahrenheit = 68
print(living.current, living.fahrenheit, living.mode)
print(living.schedule)
print(living.schedule.count)
let bedroom = Thermostat(room: "bedroom", current: 21)
bedroom.target = 5
print(Thermostat.created, bedroom.target, bedroom.mode)

// expect:   living: idle -> heat
// expect:   living: target 21.0 -> 30.0 (limit)
// expect:   living: target 30.0 -> 19.5
// expect:   living: big jump to 26.0
// expect:   living: heat -> cool
// expect:   living: big jump to 20.0
// expect:   living: cool -> idle
// expect: 20.0 68.0 idle
// expect:   building schedule for living
// expect: ["06:00 19.5", "22:00 16.5"]
// expect: 2
// expect:   bedroom: target 21.0 -> 10.0 (limit)
// expect: 2 10.0 idle
