// A memberwise init argument replaces the default: the default expression never runs.
func log(_ s: String) -> String { print("default", s); return s }
struct Pair {
    var first = log("first")
    var second = log("second")
}
_ = Pair(first: "x")  // expect: default second
_ = Pair(first: "x", second: "y")
print("---")  // expect: ---
_ = Pair()
// expect: default first
// expect: default second
