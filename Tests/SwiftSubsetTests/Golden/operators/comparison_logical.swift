// Comparison and short-circuiting logical operators.
func loud(_ v: Bool, _ tag: String) -> Bool { print("eval", tag); return v }
print(3 < 5, 3 >= 5, 4 == 4, 4 != 4)  // expect: true false true false
print("apple" < "banana")  // expect: true
print(loud(false, "a") && loud(true, "b"))
// expect: eval a
// expect: false
print(loud(true, "c") || loud(true, "d"))
// expect: eval c
// expect: true
print(!true)  // expect: false
