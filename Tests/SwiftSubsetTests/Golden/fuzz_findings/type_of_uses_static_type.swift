// type(of:) names the static type even when the value is nil or empty (difffuzz seeds 20000070, 20000004, 10002288).
print("p8:", type(of: Double("abc")))
// expect: p8: Optional<Double>
print("p8:", type(of: [Int("x").map { $0 * 5 }]))
// expect: p8: Array<Optional<Int>>
let v8 = 14
print("p8:", type(of: [Array([v8].suffix(0))]))
// expect: p8: Array<Array<Int>>
