// max(doubleValue, 3): the literal 3 becomes a Double, so the result prints as one (difffuzz seed 10000926).
let v5: Double = (false ? 4 : 2.5)
var copy8: [Double] = []
copy8.append(max(v5, 3))
print("p4:", copy8.last as Any)
// expect: p4: Optional(3.0)
print(max(v5, 3), min(1, v5))
// expect: 3.0 1.0
