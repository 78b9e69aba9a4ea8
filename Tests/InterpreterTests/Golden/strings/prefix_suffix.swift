// prefix/suffix/dropFirst/dropLast return substrings; String(...) converts back.
let word = "interpreter"
print(word.prefix(5))  // expect: inter
print(word.suffix(3))  // expect: ter
print(word.dropFirst(5))  // expect: preter
print(word.dropLast(2))  // expect: interpret
print(word.prefix(50))  // expect: interpreter
let sub = word.prefix(2)
let back = String(sub) + "!"
print(back)  // expect: in!
print(type(of: sub))  // expect: Substring
