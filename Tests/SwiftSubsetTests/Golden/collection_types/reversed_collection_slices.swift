// The newest entries first: a part of a reversed array (prefix, suffix, dropFirst, dropLast, prefix(while:), drop(while:)) is a Slice of it, walked from the end.
struct Reading { let minute: Int; let celsius: Double }
let log = (1...6).map { Reading(minute: $0 * 10, celsius: 18 + Double($0) * 0.5) }
let lastThree = log.reversed().prefix(3)
for r in lastThree { print(r.minute, r.celsius) }
print(lastThree.map(\.minute), lastThree.count, type(of: lastThree))
let warm = log.reversed().prefix(while: { $0.celsius > 20 })
print(Array(warm).map(\.minute), log.reversed().drop(while: { $0.celsius > 20 }).map(\.minute))
let middle: [Int] = log.reversed().dropFirst(2).dropLast(2).map(\.minute)
print(middle, lastThree.suffix(1).first!.minute, lastThree.dropLast().last!.minute)
print(lastThree.reduce(0) { $0 + $1.celsius }, lastThree.sorted { $0.celsius < $1.celsius }.first!.minute)
print(Array(lastThree.reversed()).map(\.minute))
let tags = "red green blue".split(separator: " ")
print(tags.reversed().prefix(2).joined(separator: "+"), String("drawer".reversed().dropLast(2)))
print([1, 2, 3, 4].reversed().suffix(2))
print((1..<5).reversed().prefix(1))
print((1...3).reversed().dropFirst(2))
print(Array([7, 8, 9][1...].reversed().dropFirst()))
// expect: 60 21.0
// expect: 50 20.5
// expect: 40 20.0
// expect: [60, 50, 40] 3 Slice<ReversedCollection<Array<Reading>>>
// expect: [60, 50] [40, 30, 20, 10]
// expect: [40, 30] 40 50
// expect: 61.5 40
// expect: [40, 50, 60]
// expect: blue+green rewa
// expect: Slice<ReversedCollection<Array<Int>>>(_startIndex: Swift.ReversedCollection<Swift.Array<Swift.Int>>.Index(base: 2), _endIndex: Swift.ReversedCollection<Swift.Array<Swift.Int>>.Index(base: 0), _base: Swift.ReversedCollection<Swift.Array<Swift.Int>>(_base: [1, 2, 3, 4]))
// expect: Slice<ReversedCollection<Range<Int>>>(_startIndex: Swift.ReversedCollection<Swift.Range<Swift.Int>>.Index(base: 5), _endIndex: Swift.ReversedCollection<Swift.Range<Swift.Int>>.Index(base: 4), _base: Swift.ReversedCollection<Swift.Range<Swift.Int>>(_base: Range(1..<5)))
// expect: Slice<ReversedCollection<ClosedRange<Int>>>(_startIndex: Swift.ReversedCollection<Swift.ClosedRange<Swift.Int>>.Index(base: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(2)), _endIndex: Swift.ReversedCollection<Swift.ClosedRange<Swift.Int>>.Index(base: (extension in Swift):Swift.ClosedRange<Swift.Int>.Index.inRange(1)), _base: Swift.ReversedCollection<Swift.ClosedRange<Swift.Int>>(_base: ClosedRange(1...3)))
// expect: [8]
