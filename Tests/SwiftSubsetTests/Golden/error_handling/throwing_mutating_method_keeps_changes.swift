// A mutating method that throws leaves self as it was when it threw, as an inout argument does.
struct Failure: Error {}
struct Tally {
    var count = 0
    var log: [Int] = []
    mutating func bump() throws {
        count += 5
        log.append(count)
        throw Failure()
    }
}
var tally = Tally()
try? tally.bump()
print(tally.count, tally.log)  // expect: 5 [5]
do {
    try tally.bump()
} catch {
    print("caught", tally.count, tally.log)  // expect: caught 10 [5, 10]
}
func local() {
    var t = Tally()
    try? t.bump()
    print(t.count, t.log)  // expect: 5 [5]
}
local()
