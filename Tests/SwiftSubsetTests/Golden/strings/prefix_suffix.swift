// prefix/suffix/dropFirst/dropLast (substrings; StateLab models Substring as String) and String(...).
let word = "interpreter"
print(word.prefix(5))  // expect: inter
print(word.suffix(3))  // expect: ter
print(word.dropFirst(5))  // expect: preter
print(word.dropLast(2))  // expect: interpret
print(word.prefix(50))  // expect: interpreter
let sub = word.prefix(2)
let back = String(sub) + "!"
print(back)  // expect: in!
print(type(of: String(sub)))  // expect: String
