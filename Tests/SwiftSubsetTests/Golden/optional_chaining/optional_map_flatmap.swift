// map and flatMap on optionals transform the value only when there is one.
let input: String? = "42"
let doubled = input.flatMap { Int($0) }.map { $0 * 2 }
print(doubled as Any)  // expect: Optional(84)
let nested = input.map { Int($0) }
print(nested as Any)  // expect: Optional(Optional(42))
let empty: String? = nil
print(empty.map(\.count) as Any)  // expect: nil
let label = input.map { "value: \($0)" } ?? "no value"
print(label)  // expect: value: 42
let scores: [String: [Int]] = ["ana": [3, 9]]
print(scores["ana"]?.max().map { $0 + 1 } as Any)  // expect: Optional(10)
print(scores["bob"]?.first as Any)  // expect: nil
