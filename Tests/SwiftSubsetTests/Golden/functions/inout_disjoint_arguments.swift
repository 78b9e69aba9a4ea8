// `inout` arguments that do not overlap: elements of two different
// arrays, two local variables, `swapAt` for two elements of one array.
var left = [1, 2, 3], right = [7, 8, 9]
swap(&left[0], &right[2])
print(left, right)
// expect: [9, 2, 3] [7, 8, 1]
left.swapAt(0, 2)
print(left)
// expect: [3, 2, 9]
func order(_ a: inout Int, _ b: inout Int) { if a > b { (a, b) = (b, a) } }
var lo = 5, hi = 2
order(&lo, &hi)
print(lo, hi)
// expect: 2 5
func reorder() {
    var pair = (first: 9, second: 4)
    order(&pair.first, &pair.second)   // two stored parts of a local: disjoint
    print(pair)
}
reorder()
// expect: (first: 4, second: 9)
