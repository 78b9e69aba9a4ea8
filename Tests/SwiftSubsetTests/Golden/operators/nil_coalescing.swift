// ?? returns the unwrapped value or the default; the default is lazy.
func fallback() -> Int { print("fallback evaluated"); return 0 }
let some: Int? = 4
let none: Int? = nil
print(some ?? fallback())  // expect: 4
print(none ?? fallback())
// expect: fallback evaluated
// expect: 0
let chain: Int? = nil
print(none ?? chain ?? 9)  // expect: 9
