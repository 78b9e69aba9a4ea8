// joined() on an array of arrays flattens it (difffuzz seed 20000080).
let v3: Int = (!(true) ? (15 + 30) : 18)
print("p10:", [[16, 13, v3], [1]].joined().count)
// expect: p10: 4
let flat = Array([["a"], ["b", "c"]].joined())
print(flat)
// expect: ["a", "b", "c"]
