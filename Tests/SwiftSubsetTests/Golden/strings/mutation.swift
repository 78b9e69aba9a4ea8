// Mutating strings: append, insert, removeLast, replace.
var s = "abc"
s.append("d")
s.append(contentsOf: "ef")
print(s)  // expect: abcdef
s.insert("X", at: s.startIndex)
print(s)  // expect: Xabcdef
let removed = s.removeLast()
print(removed, s)  // expect: f Xabcde
s.removeFirst()
print(s)  // expect: abcde
print(s.replacing("b", with: "BB"))  // expect: aBBcde
