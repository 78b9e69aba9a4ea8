// A subclass adds observers to an inherited property; both levels run.
class Thermostat {
    var target = 20 {
        didSet { print("base saw \(oldValue) -> \(target)") }
    }
}
class SmartThermostat: Thermostat {
    var changes = 0
    override var target: Int {
        didSet { changes += 1; print("smart saw \(target)") }
    }
}
let t = SmartThermostat()
t.target = 22
// expect: base saw 20 -> 22
// expect: smart saw 22
t.target += 1
// expect: base saw 22 -> 23
// expect: smart saw 23
print(t.changes)  // expect: 2
