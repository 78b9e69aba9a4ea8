// String.Index is a type of its own: startIndex, endIndex, index(after:), index(_:offsetBy:), firstIndex(of:), ranges of indices, comparisons and distance(from:to:).
let word = "héllo👍🏽"
let start: String.Index = word.startIndex
let third = word.index(start, offsetBy: 2)
print(word[third], word[start..<third], word[...third], word[third...])
print(start < third, start == word.startIndex, third > word.endIndex, word.distance(from: start, to: word.endIndex))
if let l = word.firstIndex(of: "l") {
    print(word[l], word[word.index(after: l)], word.distance(from: word.startIndex, to: l))
}
var cursor = word.startIndex
var letters: [Character] = []
while cursor < word.endIndex {
    letters.append(word[cursor])
    cursor = word.index(after: cursor)
}
print(letters.count, letters.last!)
let last = word.index(before: word.endIndex)
print(word[last], word.index(start, offsetBy: 10, limitedBy: word.endIndex) == nil)
let whole = word.startIndex..<word.endIndex
print(word[whole], type(of: start), type(of: whole), type(of: word.startIndex...third))
print(type(of: word.indices), word.indices.count)
var backwards = ""
for i in word.indices.reversed() { backwards.append(word[i]) }
print(backwards)
func character(at i: String.Index, in s: String) -> Character { s[i] }
print(character(at: third, in: word))
var edited = "cat"
edited.insert("s", at: edited.endIndex)
edited.remove(at: edited.startIndex)
print(edited)
let marks: [String.Index] = [word.startIndex, third]
print(marks.map { word[$0] })
// expect: l hé hél llo👍🏽
// expect: true true false 6
// expect: l l 2
// expect: 6 👍🏽
// expect: 👍🏽 true
// expect: héllo👍🏽 Index Range<Index> ClosedRange<Index>
// expect: DefaultIndices<String> 6
// expect: 👍🏽olléh
// expect: l
// expect: ats
// expect: ["h", "l"]
