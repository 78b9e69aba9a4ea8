// So does `insert(_:at:)`.
var steps = [1, 2]
steps.insert("zero", at: 0) // expect error col 14: cannot convert value of type 'String' to expected argument type 'Int'
print(steps)
