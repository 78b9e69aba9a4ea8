// private members are visible to extensions of the same type in the same file.
struct Thermostat {
    private var readings: [Double] = []
    fileprivate var calibration = 0.5
    mutating func record(_ value: Double) { readings.append(value + calibration) }
}
extension Thermostat {
    var average: Double { readings.isEmpty ? 0 : readings.reduce(0, +) / Double(readings.count) }
    mutating func reset() { readings.removeAll() }
}
fileprivate func describe(_ t: Thermostat) -> String { "calibrated by \(t.calibration)" }
var t = Thermostat()
t.record(20)
t.record(21)
print(t.average, describe(t))  // expect: 21.0 calibrated by 0.5
t.reset()
print(t.average)  // expect: 0.0
