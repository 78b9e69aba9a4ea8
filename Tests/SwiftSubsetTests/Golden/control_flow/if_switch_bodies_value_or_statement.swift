// A lone if/switch body is a value only when every branch is one expression; otherwise it stays a statement.
enum Level { case low, mid, high }
enum Failure: Error { case tooHigh }
func score(_ level: Level) throws -> Int {
    switch level {
    case .low: 1
    case .mid: if level == .mid { 5 } else { 4 }
    case .high: throw Failure.tooHigh
    }
}
print(try score(.low), try score(.mid))  // expect: 1 5
print((try? score(.high)) as Any)  // expect: nil
func label(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    default: return "some"
    }
}
print(label(0), label(3))  // expect: zero some
var log: [String] = []
func record(_ level: Level) {
    switch level {
    case .low: log.append("low")
    case .mid, .high: log.append("not low")
    }
}
record(.low); record(.high)
print(log)  // expect: ["low", "not low"]
let shout: (Int) -> Void = { n in
    if n > 2 { print("big \(n)") }
}
shout(1); shout(3)  // expect: big 3
[1, 2].forEach { n in if n == 1 { print("one") } else { print("other") } }
// expect: one
// expect: other
var unset: Int!
var a, b: Double?
print(unset == nil, a as Any, b as Any)  // expect: true nil nil
do {
    var inner: [String]?
    print(inner?.count as Any)  // expect: nil
    inner = ["x"]
    print(inner!.count)  // expect: 1
}
