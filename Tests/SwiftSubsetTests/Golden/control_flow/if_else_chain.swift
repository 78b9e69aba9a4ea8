// if / else if / else evaluates conditions in order until one holds.
func check(_ tag: String, _ v: Bool) -> Bool { print("check", tag); return v }
if check("a", false) {
    print("A")
} else if check("b", true) {
    print("B")
} else if check("c", true) {
    print("C")
} else {
    print("none")
}
// expect: check a
// expect: check b
// expect: B
