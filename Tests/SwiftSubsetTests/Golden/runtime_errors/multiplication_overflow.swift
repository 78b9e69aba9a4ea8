// Multiplication overflow in a loop traps at the first overflowing step.
var n = 1
for i in 1...100 {
    n *= 1000  // expect runtime error: arithmetic overflow
    print(i, n)
}
// expect: 1 1000
// expect: 2 1000000
// expect: 3 1000000000
// expect: 4 1000000000000
// expect: 5 1000000000000000
// expect: 6 1000000000000000000
