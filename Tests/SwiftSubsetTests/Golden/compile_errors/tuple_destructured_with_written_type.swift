// A function's pair destructured at top level under a written type that does not match it.
func minMax(_ values: [Int]) -> (Int, Int) {
    (values.min() ?? 0, values.max() ?? 0)
}

let (low, high): (Int, String) = minMax([4, 9, 1]) // expect error col 34: cannot convert value of type '(Int, Int)' to specified type '(Int, String)'
print(low, high)
