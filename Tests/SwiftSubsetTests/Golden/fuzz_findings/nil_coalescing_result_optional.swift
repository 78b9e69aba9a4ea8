// `??` where an optional is expected returns an optional: the left side's value is wrapped to it, and a literal there takes the wrapped type. (difffuzz seed 901000146)
let name: String? = "cat" ?? "hen"
print(name as Any)
// expect: Optional("cat")
let missing: Int? = nil
let count: Int? = missing ?? 3
let saved: Int? = 7
let kept: Int? = saved ?? 3
print(count as Any, kept as Any)
// expect: Optional(3) Optional(7)
let nested: Int?? = saved ?? nil
print(nested as Any)
// expect: Optional(Optional(7))
func ratio() -> Double? { 2 ?? 3 }
print(ratio() as Any)
// expect: Optional(2.0)
let titles: [String?] = [["a"].first ?? "b", "c" ?? "d"]
print(titles)
// expect: [Optional("a"), Optional("c")]
