// A Set prints as [..] but inside another value, and by String(reflecting:) or debugDescription, as Set([..]) (difffuzz seed 230000008).
let one: Set = [7]
print(one, "\(one)", String(describing: one))
print(String(reflecting: one), one.debugDescription, one.description)
print([one], Optional(Set(["a"])) as Any, (one, 1))
print(String(reflecting: Set<Int>()), [Set<String>()])
let range = 0..<3
print(range.description, range.debugDescription, [range])
// expect: [7] [7] [7]
// expect: Set([7]) Set([7]) [7]
// expect: [Set([7])] Optional(Set(["a"])) (Set([7]), 1)
// expect: Set([]) [Set([])]
// expect: 0..<3 Range(0..<3) [Range(0..<3)]
