// Default parameter values are evaluated at each call that omits the argument.
var counter = 0
func next() -> Int { counter += 1; return counter }
func show(_ label: String, value: Int = next(), suffix: String = "!") {
    print(label, value, suffix, separator: "")
}
show("a")  // expect: a1!
show("b", value: 40)  // expect: b40!
show("c")  // expect: c2!
show("d", suffix: "?")  // expect: d3?
