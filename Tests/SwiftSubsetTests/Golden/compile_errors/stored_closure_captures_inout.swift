// A closure stored in a local is escaping as far as swiftc knows, so it cannot capture an inout parameter.
func addTwice(_ total: inout Int, _ step: Int) {
    let add: () -> Void = { total += step } // expect error col 27: escaping closure captures 'inout' parameter 'total'
    add()
    add()
}
var sum = 0
addTwice(&sum, 3)
print(sum)
