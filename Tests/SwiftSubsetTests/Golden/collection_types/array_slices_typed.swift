// An array subscripted by a range is an ArraySlice of its elements (its static type too); a range of it can be replaced by a literal.
var scores = [1, 2, 3, 4]
scores[0...1] = [9, 9]
print(scores)
scores[2..<4] = [7]
print(scores, scores.count)
print(type(of: scores[1...]), type(of: scores[..<2]), scores[1...].map { $0 + 1 }, scores[1...].count)
let part = scores[1...2]
print(part, part.first as Any, Array(part), part.startIndex, type(of: part))
let empty: [String] = []
print(type(of: empty[0..<0]))
let word = "hello"
print(type(of: word.dropFirst().sorted()), word.dropFirst().sorted(), type(of: word.sorted()))
// expect: [9, 9, 3, 4]
// expect: [9, 9, 7] 3
// expect: ArraySlice<Int> ArraySlice<Int> [10, 8] 2
// expect: [9, 7] Optional(9) [9, 7] 1 ArraySlice<Int>
// expect: ArraySlice<String>
// expect: Array<Character> ["e", "l", "l", "o"] Array<Character>
