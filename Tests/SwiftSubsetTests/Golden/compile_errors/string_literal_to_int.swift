// A string literal where an Int is declared (convert with Int(_:) instead).
let age: Int = "30" // expect error col 16: cannot convert value of type 'String' to specified type 'Int'
print(age)
