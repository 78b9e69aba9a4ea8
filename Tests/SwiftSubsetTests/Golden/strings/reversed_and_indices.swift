// Reversing strings and walking indices.
let s = "hello"
print(String(s.reversed()))  // expect: olleh
let i = s.index(s.startIndex, offsetBy: 1)
print(s[i])  // expect: e
print(s[s.index(before: s.endIndex)])  // expect: o
if let idx = s.firstIndex(of: "l") {
    print(s.distance(from: s.startIndex, to: idx))  // expect: 2
}
print(s.enumerated().map { "\($0.offset)\($0.element)" }.joined())  // expect: 0h1e2l3l4o
