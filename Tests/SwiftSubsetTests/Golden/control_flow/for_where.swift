// for-in with a where clause and case patterns.
for n in 1...10 where n % 3 == 0 { print(n, terminator: "/") }
print()  // expect: 3/6/9/
let values: [Int?] = [1, nil, 3, nil]
for case let v? in values { print("got", v) }
// expect: got 1
// expect: got 3
var count = 0
for case nil in values { count += 1 }
print(count)  // expect: 2
