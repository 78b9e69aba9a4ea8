// inout parameters write back to the caller's variable.
func double(_ x: inout Int) { x *= 2 }
func swapValues(_ a: inout String, _ b: inout String) {
    let t = a
    a = b
    b = t
}
var n = 5
double(&n)
double(&n)
print(n)  // expect: 20
var left = "L", right = "R"
swapValues(&left, &right)
print(left, right)  // expect: R L
