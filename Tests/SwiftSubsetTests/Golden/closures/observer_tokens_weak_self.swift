// An observer registry: closures with [weak self], tokens that unsubscribe on deinit, notifications in order
final class Token {
    private let cancel: () -> Void
    init(_ cancel: @escaping () -> Void) { self.cancel = cancel }
    deinit { cancel() }
}

final class TemperatureSensor {
    private var observers: [Int: (Double) -> Void] = [:]
    private var nextID = 0
    private(set) var reading: Double = 20 {
        didSet {
            guard reading != oldValue else { return }
            for id in observers.keys.sorted() { observers[id]?(reading) }
        }
    }

    func observe(_ handler: @escaping (Double) -> Void) -> Token {
        let id = nextID
        nextID += 1
        observers[id] = handler
        return Token { [weak self] in
            self?.observers[id] = nil
            print("  unsubscribed \(id)")
        }
    }

    func update(_ value: Double) { reading = value }
    var observerCount: Int { observers.count }
}

final class Display {
    let name: String
    var lines: [String] = []
    var token: Token?

    init(name: String, sensor: TemperatureSensor) {
        self.name = name
        token = sensor.observe { [weak self] value in
            guard let self else { return }
            self.lines.append("\(self.name): \(value)°")
            print("  \(self.name) shows \(value)")
        }
    }
    deinit { print("  \(name) deinit") }
}

let sensor = TemperatureSensor()
var kitchen: Display? = Display(name: "kitchen", sensor: sensor)
let hall = Display(name: "hall", sensor: sensor)
var alarmCount = 0
var alarm: Token? = sensor.observe { value in
    if value > 30 { alarmCount += 1; print("  ALARM \(value)") }
}
print("observers:", sensor.observerCount)
sensor.update(21.5)
sensor.update(21.5)
sensor.update(31)
print("dropping kitchen")
kitchen = nil
print("observers:", sensor.observerCount)
sensor.update(35)
alarm = nil
sensor.update(40)
print(hall.lines)
print("alarms:", alarmCount, "observers:", sensor.observerCount, alarm == nil)

// expect: observers: 3
// expect:   kitchen shows 21.5
// expect:   hall shows 21.5
// expect:   kitchen shows 31.0
// expect:   hall shows 31.0
// expect:   ALARM 31.0
// expect: dropping kitchen
// expect:   kitchen deinit
// expect:   unsubscribed 0
// expect: observers: 2
// expect:   hall shows 35.0
// expect:   ALARM 35.0
// expect:   unsubscribed 2
// expect:   hall shows 40.0
// expect: ["hall: 21.5°", "hall: 31.0°", "hall: 35.0°", "hall: 40.0°"]
// expect: alarms: 2 observers: 1 true
