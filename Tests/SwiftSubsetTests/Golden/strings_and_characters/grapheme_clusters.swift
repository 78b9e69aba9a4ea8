// count counts extended grapheme clusters, not code units or scalars.
let flag = "🇫🇷"
print(flag.count, flag.unicodeScalars.count, flag.utf16.count)  // expect: 1 2 4
let family = "👩‍👩‍👧"
print(family.count)  // expect: 1
var word = "cafe"
print(word.count)  // expect: 4
word += "\u{301}"
print(word.count, word == "caf\u{E9}")  // expect: 4 true
let mixed = "a🇯🇵b"
print(Array(mixed).map { String($0) })  // expect: ["a", "🇯🇵", "b"]
print(mixed.reversed().map { String($0) }.joined())  // expect: b🇯🇵a
