// Common String queries: count, isEmpty, case changes, prefix/suffix tests.
let s = "Hello, World"
print(s.count)  // expect: 12
print(s.isEmpty, "".isEmpty)  // expect: false true
print(s.uppercased())  // expect: HELLO, WORLD
print(s.lowercased())  // expect: hello, world
print(s.hasPrefix("Hell"), s.hasSuffix("world"))  // expect: true false
print(s.contains("lo, W"))  // expect: true
print(s.contains("x"))  // expect: false
