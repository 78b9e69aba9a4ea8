// Arithmetic whose result has a written type takes the operator at that type: the operand of another type is blamed, not the pair.
let apples = 4
let label: String = apples + " apples" // expect error col 21: cannot convert value of type 'Int' to expected argument type 'String'
print(label)
