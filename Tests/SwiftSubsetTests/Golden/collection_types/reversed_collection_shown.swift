// reversed() on an array, a string, a range or a slice is a ReversedCollection over it, as print, dump and type(of:) show.
let scores = [3, 8, 5]
let backwards = scores.reversed()
print(type(of: backwards))
print(backwards)
print(String(describing: backwards), String(reflecting: backwards))
dump(backwards)
print([backwards])
let word = "swift"
print(type(of: word.reversed()), word.reversed())
dump(word.reversed())
print(type(of: (1...3).reversed()), (1...3).reversed())
print(type(of: (0..<3).reversed()), (0..<3).reversed())
print(type(of: scores[1...].reversed()), scores[1...].reversed())
print(type(of: word.dropFirst().reversed()))
let none: [String] = []
print(none.reversed())
print(type(of: backwards.reversed()), backwards.reversed())
print(type(of: ["a": 1].reversed()), type(of: Set([1]).reversed()))
// expect: ReversedCollection<Array<Int>>
// expect: ReversedCollection<Array<Int>>(_base: [3, 8, 5])
// expect: ReversedCollection<Array<Int>>(_base: [3, 8, 5]) Swift.ReversedCollection<Swift.Array<Swift.Int>>(_base: [3, 8, 5])
// expect: ▿ Swift.ReversedCollection<Swift.Array<Swift.Int>>
// expect:   ▿ _base: 3 elements
// expect:     - 3
// expect:     - 8
// expect:     - 5
// expect: [Swift.ReversedCollection<Swift.Array<Swift.Int>>(_base: [3, 8, 5])]
// expect: ReversedCollection<String> ReversedCollection<String>(_base: "swift")
// expect: ▿ Swift.ReversedCollection<Swift.String>
// expect:   - _base: "swift"
// expect: ReversedCollection<ClosedRange<Int>> ReversedCollection<ClosedRange<Int>>(_base: ClosedRange(1...3))
// expect: ReversedCollection<Range<Int>> ReversedCollection<Range<Int>>(_base: Range(0..<3))
// expect: ReversedCollection<ArraySlice<Int>> ReversedCollection<ArraySlice<Int>>(_base: ArraySlice([8, 5]))
// expect: ReversedCollection<Substring>
// expect: ReversedCollection<Array<String>>(_base: [])
// expect: Array<Int> [3, 8, 5]
// expect: Array<(key: String, value: Int)> Array<Int>
