// unicodeScalars exposes a string's code points, with their numeric values.
let word = "café"
print(word.count, word.unicodeScalars.count, word.utf8.count)  // expect: 4 4 5
for scalar in word.unicodeScalars {
    print(scalar, scalar.value)
}
// expect: c 99
// expect: a 97
// expect: f 102
// expect: é 233
let decomposed = "cafe\u{301}"
print(decomposed == word)  // expect: true
print(decomposed.count, decomposed.unicodeScalars.count)  // expect: 4 5
let codes = "AZ".unicodeScalars.map { $0.value }
print(codes)  // expect: [65, 90]
let shifted = String("abc".unicodeScalars.map { Character(UnicodeScalar($0.value + 1)!) })
print(shifted)  // expect: bcd
