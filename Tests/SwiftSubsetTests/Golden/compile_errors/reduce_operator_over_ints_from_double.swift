// `+` passed to `reduce` is `(T, T) -> T`: it binds the result to the range's Int elements, so a Double start fits no overload.
let total = (1...3).reduce(0.5, +) // expect error col 33: cannot convert value of type '(Double) -> Double' to expected argument type '(Double, ClosedRange<Int>.Element) throws -> Double' (aka '(Double, Int) throws -> Double')
print(total)
