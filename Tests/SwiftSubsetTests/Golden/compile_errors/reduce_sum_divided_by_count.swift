// An average written in one line: the Int count makes the sum an Int,
// and + cannot then add the Doubles.
let temperatures = [18.5, 21.0, 19.5]
let average = temperatures.reduce(0, +) / temperatures.count // expect error col 38: cannot convert value of type '(Int) -> Int' to expected argument type '(Int, Double) throws -> Int'
print(average)
