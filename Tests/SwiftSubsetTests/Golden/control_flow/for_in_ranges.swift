// for-in over ranges, stride and arrays; `_` when the value is unused.
var sum = 0
for i in 1...5 { sum += i }
print(sum)  // expect: 15
for i in stride(from: 0, through: 6, by: 3) { print(i, terminator: ";") }
print()  // expect: 0;3;6;
var calls = 0
for _ in 0..<4 { calls += 1 }
print(calls)  // expect: 4
for i in 0..<0 { print("never", i) }
for (i, name) in ["a", "b"].enumerated() { print(i, name) }
// expect: 0 a
// expect: 1 b
