// A non-escaping closure in a mutating method changes self's properties (forEach { total += $0 }).
struct Tally {
    var total = 0
    mutating func add(_ values: [Int]) {
        values.forEach { total += $0 }
    }
}
var tally = Tally()
tally.add([1, 2, 3])
print(tally.total)  // expect: 6
