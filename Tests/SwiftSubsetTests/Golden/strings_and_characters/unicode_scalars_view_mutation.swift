// A String's unicodeScalars view is mutable in place (append, removeFirst, append(contentsOf:)), which changes the string
var word = "caf"
word.unicodeScalars.append("\u{E9}")
print(word, word.count) // expect: café 4
word.unicodeScalars.removeFirst()
print(word) // expect: afé
var flags = "ab"
flags.unicodeScalars.append(contentsOf: "cd".unicodeScalars)
print(flags) // expect: abcd
let c: Character = "x"
print(c.unicodeScalars.count) // expect: 1
