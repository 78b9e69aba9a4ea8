// `some` in parameter position is shorthand for a generic parameter.
func total(of values: some Sequence<Int>) -> Int { values.reduce(0, +) }
print(total(of: [1, 2, 3]), total(of: 1...10), total(of: Set([5])))  // expect: 6 55 5
func describe(_ items: some Collection) -> String { "\(items.count) items" }
print(describe(["a", "b"]), describe("hello"), describe([1: "x"]))  // expect: 2 items 5 items 1 items
func largest(_ values: some Collection<Double>) -> Double? { values.max() }
print(largest([2.5, 9, 1]) as Any)  // expect: Optional(9.0)
func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
print(Array(evens(upTo: 7)))  // expect: [0, 2, 4, 6]
