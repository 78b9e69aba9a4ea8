// Two values of one dictionary passed `inout` to one call overlap too (a
// subscript modifies the whole dictionary); swiftc suggests a local copy.
func addInterest(_ a: inout Int?, _ b: inout Int?) {
    a = a.map { $0 + 1 }
    b = b.map { $0 + 1 }
}
var balances: [String: Int] = ["ann": 10, "bob": 20]
var ann = balances["ann"], bob = balances["bob"]
addInterest(&ann, &bob)
print(ann!, bob!)
addInterest(&balances["ann"], &balances["bob"]) // expect error col 13: overlapping accesses to 'balances', but modification requires exclusive access; consider copying to a local variable
