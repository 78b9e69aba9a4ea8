// $0/$1 shorthand arguments, implicit returns, and operator functions.
let nums = [3, 1, 2]
print(nums.map { $0 + 1 })  // expect: [4, 2, 3]
print(nums.sorted { $0 > $1 })  // expect: [3, 2, 1]
let add: (Int, Int) -> Int = { $0 + $1 }
print(add(2, 5))  // expect: 7
print(nums.reduce(0, +))  // expect: 6
let pairs = [(1, "one"), (2, "two")]
print(pairs.map { "\($0.0)=\($0.1)" })  // expect: ["1=one", "2=two"]
