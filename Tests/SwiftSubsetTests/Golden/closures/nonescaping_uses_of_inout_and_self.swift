// Non-escaping closures and local functions may use an inout parameter or a mutating method's self: forEach, a called nested function, a closure parameter without @escaping.
func applyAll(_ steps: [Int], to total: inout Int) {
    steps.forEach { total += $0 }
    func double() { total *= 2 }
    double()
}
func twice(_ body: () -> Void) { body(); body() }
struct Tally {
    var count = 0
    var log: [String] = []
    mutating func record(_ names: [String]) {
        names.forEach { log.append($0.uppercased()) }
        twice { count += 1 }
        func note() { log.append("n=\(count)") }
        note()
        [1, 2].forEach { _ in note() }
    }
}
var total = 1
applyAll([2, 3], to: &total)
print(total)  // expect: 12
var tally = Tally()
tally.record(["a", "b"])
print(tally.count, tally.log)  // expect: 2 ["A", "B", "n=2", "n=2", "n=2"]
