// A Double result from a function declared to return an Int.
func half(_ x: Int) -> Int {
    return Double(x) / 2 // expect error col 22: cannot convert return expression of type 'Double' to return type 'Int'
}
print(half(3))
