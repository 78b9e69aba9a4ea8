// Labelled method references on classes bind the dynamic type's override (robot.move(by:)), inside a type (format(value:)), static methods by labels (Formatter.make(count:)), library methods (joined(separator:), hasPrefix(_:)).
class Robot {
    var position = 0
    var log: [String] = []
    func move(to target: Int) { log.append("to \(target)"); position = target }
    func move(by delta: Int) { log.append("by \(delta)"); position += delta }
    func describe(prefix: String) -> String { "\(prefix)\(position)" }
    func describe(verbose: Bool) -> String { verbose ? "Robot at \(position)" : "\(position)" }
}
class FastRobot: Robot {
    override func move(by delta: Int) { log.append("fast by \(delta)"); position += delta * 2 }
}

let robot: Robot = FastRobot()
let step = robot.move(by:)
let jump = robot.move(to:)
step(3)
jump(10)
step(1)
print(robot.position, robot.log)
print(robot.describe(prefix:)("@"), robot.describe(verbose:)(true))
let describers = [robot.describe(prefix:), { _ in "none" }]
print(describers.map { $0(">") })
[5, 6].forEach(robot.move(to:))
print(robot.log.last!, robot.position)

struct Formatter {
    var unit: String
    func format(value: Int) -> String { "\(value) \(unit)" }
    func format(values: [Int]) -> String { values.map(format(value:)).joined(separator: ", ") }
    static func make(unit: String) -> Formatter { Formatter(unit: unit) }
    static func make(count: Int) -> Formatter { Formatter(unit: String(repeating: "x", count: count)) }
}
let f = Formatter(unit: "kg")
print(f.format(values: [1, 2]))
print([3, 4].map(f.format(value:)))
let makeNamed = Formatter.make(unit:)
let makeCounted = Formatter.make(count:)
print(makeNamed("m").unit, makeCounted(3).unit)
let unapplied = Formatter.format(value:)
print(unapplied(f)(9))
let starts = "prefix-x".hasPrefix(_:)
let join = ["a", "b"].joined(separator:)
print(starts("pre"), starts("x"), join("+"), ["pre", "post"].map("prefix".hasPrefix(_:)))
// expect: 12 ["fast by 3", "to 10", "fast by 1"]
// expect: @12 Robot at 12
// expect: [">12", "none"]
// expect: to 6 6
// expect: 1 kg, 2 kg
// expect: ["3 kg", "4 kg"]
// expect: m xxx
// expect: 9 kg
// expect: true false a+b [true, false]
