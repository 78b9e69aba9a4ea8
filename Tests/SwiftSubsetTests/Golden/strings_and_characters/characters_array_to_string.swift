// Strings built from [Character] and from array slices of characters.
let letters: [Character] = ["s", "w", "i", "f", "t"]
print(String(letters))  // expect: swift
print(String(letters[1...3]))  // expect: wif
print(String(letters.reversed()))  // expect: tfiws
var chars = Array("level")
print(chars.count, chars == chars.reversed())  // expect: 5 true
chars[0] = "b"
print(String(chars))  // expect: bevel
let sortedLetters = String("banana".sorted())
print(sortedLetters)  // expect: aaabnn
let unique = String(Set("mississippi").sorted())
print(unique)  // expect: imps
