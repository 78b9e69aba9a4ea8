// Inside a type with methods named like Swift's global functions, the
// globals are reached as `Swift.min`, `Swift.max`, `Swift.print`; a
// method that fits the arguments is the method.
extension Array where Element == Int {
    func clampedSum(limit: Int) -> Int { Swift.min(reduce(0, +), limit) }
    func spread() -> Int { (self.max() ?? 0) - (self.min() ?? 0) }
}
print([4, 5, 6].clampedSum(limit: 10), [4, 5, 6].clampedSum(limit: 100), [3, 9, 4].spread())
// expect: 10 15 6
struct Logger {
    var lines: [String] = []
    mutating func print(_ text: String, level: Int) { lines.append("\(level): \(text)") }
    mutating func run() {
        print("start", level: 1)
        Swift.print("to stdout")
    }
}
var logger = Logger()
logger.run()
// expect: to stdout
print(logger.lines)
// expect: ["1: start"]
struct Pair {
    func max(_ a: Int, _ b: Int) -> Int { a > b ? a * 10 : b * 10 }
    func larger() -> Int { max(2, 3) }
}
print(Pair().larger())
// expect: 30
