// A thermostat struct and a mode enum: mutating methods (one assigning self), a static factory, a @discardableResult method, and methods on copies.
struct Thermostat {
    enum Mode: CaseIterable {
        case off, heat, cool
        mutating func next() {
            let all = Mode.allCases
            let i = all.firstIndex(of: self)!
            self = all[(i + 1) % all.count]
        }
    }
    var target: Int
    var mode: Mode = .off
    static let minimum = 10
    static let maximum = 30

    static func comfortable() -> Thermostat { Thermostat(target: 21, mode: .heat) }

    @discardableResult
    mutating func raise(by step: Int = 1) -> Int {
        target = min(target + step, Thermostat.maximum)
        return target
    }
    mutating func lower(by step: Int = 1) {
        target = max(target - step, Self.minimum)
    }
    mutating func reset() {
        self = Thermostat(target: 18)
    }
    func describe() -> String { "\(mode) at \(target)" }
}

var living = Thermostat.comfortable()
living.raise()
print(living.raise(by: 5), living.describe())
living.raise(by: 100)
print(living.target)
var bedroom = living
bedroom.lower(by: 50)
bedroom.mode.next()
print(living.describe(), "|", bedroom.describe())
bedroom.reset()
print(bedroom.describe(), bedroom.mode)
var mode = Thermostat.Mode.cool
mode.next()
print(mode)
var seen: [Thermostat.Mode] = []
for _ in 0..<4 {
    mode.next()
    seen.append(mode)
}
print(seen)
let describe = Thermostat.describe
print(describe(Thermostat(target: 12))())
// expect: 27 heat at 27
// expect: 30
// expect: heat at 30 | cool at 10
// expect: off at 18 off
// expect: off
// expect: [main.Thermostat.Mode.heat, main.Thermostat.Mode.cool, main.Thermostat.Mode.off, main.Thermostat.Mode.heat]
// expect: off at 12
