// In a chain of arithmetic operators swiftc takes the type most operands have (Int) and blames the Double inside it.
let count = 3
let price = 2.5
let total = price + count + count // expect error col 13: cannot convert value of type 'Double' to expected argument type 'Int'
print(total)
