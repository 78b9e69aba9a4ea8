// Strings are values: copies do not share mutations.
var a = "base"
var b = a
b += "-changed"
print(a)  // expect: base
print(b)  // expect: base-changed
func shout(_ s: String) -> String { var t = s; t += "!"; return t }
print(shout(a), a)  // expect: base! base
