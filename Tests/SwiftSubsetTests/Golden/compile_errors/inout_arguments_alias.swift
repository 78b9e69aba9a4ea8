// One variable passed to two `inout` parameters: each would modify it
// while the other holds it.
func transfer(_ amount: Int, from source: inout Int, to target: inout Int) {
    source -= amount
    target += amount
}
var checking = 100, savings = 50
transfer(30, from: &checking, to: &savings)
print(checking, savings)
transfer(10, from: &checking, to: &checking) // expect error col 35: inout arguments are not allowed to alias each other
