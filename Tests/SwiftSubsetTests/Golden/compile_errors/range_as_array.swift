// A range is not an array: `1...5` is a ClosedRange<Int>, which
// `Array(1...5)` would turn into one.
let counts: [Int] = 1...5 // expect error col 22: cannot convert value of type 'ClosedRange<Int>' to specified type '[Int]'
print(counts)
