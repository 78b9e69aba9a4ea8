// Optional values in arrays: compactMap drops nils, first/last may be nil.
let raw = ["1", "x", "3"]
print(raw.compactMap { Int($0) })  // expect: [1, 3]
print(raw.map { Int($0) })  // expect: [Optional(1), nil, Optional(3)]
let empty: [Int] = []
print(empty.first as Any, [5].last as Any)  // expect: nil Optional(5)
print(empty.max() ?? -1)  // expect: -1
