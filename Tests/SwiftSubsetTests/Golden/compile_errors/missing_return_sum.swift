// A function that computes a result and forgets to return it.
func sum(_ values: [Int]) -> Int {
    var total = 0
    for v in values { total += v }
} // expect error col 1: missing return in global function expected to return 'Int'
print(sum([1, 2, 3]))
