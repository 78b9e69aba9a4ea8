// map, filter and reduce, including reduce(into:).
let xs = [1, 2, 3, 4, 5, 6]
print(xs.map { $0 * $0 })  // expect: [1, 4, 9, 16, 25, 36]
print(xs.filter { $0 % 2 == 0 })  // expect: [2, 4, 6]
print(xs.reduce(0, +))  // expect: 21
print(xs.reduce("") { $0 + String($1) })  // expect: 123456
let counts = ["a", "b", "a"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(counts["a"]!, counts["b"]!)  // expect: 2 1
print(xs.map(String.init))  // expect: ["1", "2", "3", "4", "5", "6"]
