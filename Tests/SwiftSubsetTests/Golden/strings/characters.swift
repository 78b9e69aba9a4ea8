// Characters: iterating a string, Character literals and properties.
let word = "Swift"
for ch in word { print(ch, terminator: ".") }
print()  // expect: S.w.i.f.t.
let c: Character = "A"
print(c)  // expect: A
print(c.isUppercase, c.isLetter, Character("7").isNumber)  // expect: true true true
print(word.first!, word.last!)  // expect: S t
print(Array(word))  // expect: ["S", "w", "i", "f", "t"]
print(String(c) + "BC")  // expect: ABC
print(word.filter { $0 != "i" })  // expect: Swft
