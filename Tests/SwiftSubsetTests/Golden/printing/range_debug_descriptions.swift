// Ranges inside other values print their debug descriptions: Range(…), ClosedRange(…), qualified partial range types
print([1..<3], [1...3], (1..<2, 1.5...2.5))
print(Optional(2..<4) as Any, [..<5], [2...], ["a"..."c"])
let r: Range<Int>? = 1..<2
print(r as Any)
print(String(describing: 1..<3), "\(1...3)", ..<5, 2...)
enum Edit { case delete(range: Range<Int>), keep(ClosedRange<Character>) }
print(Edit.delete(range: 3..<5), [Edit.keep("a"..."z")])
struct Slice { var bounds: Range<Int> }
print(Slice(bounds: 0..<4), [Slice(bounds: 1..<2)])

// expect: [Range(1..<3)] [ClosedRange(1...3)] (Range(1..<2), ClosedRange(1.5...2.5))
// expect: Optional(Range(2..<4)) [Swift.PartialRangeUpTo<Swift.Int>(upperBound: 5)] [Swift.PartialRangeFrom<Swift.Int>(lowerBound: 2)] [ClosedRange("a"..."c")]
// expect: Optional(Range(1..<2))
// expect: 1..<3 1...3 PartialRangeUpTo<Int>(upperBound: 5) PartialRangeFrom<Int>(lowerBound: 2)
// expect: delete(range: Range(3..<5)) [main.Edit.keep(ClosedRange("a"..."z"))]
// expect: Slice(bounds: Range(0..<4)) [main.Slice(bounds: Range(1..<2))]
