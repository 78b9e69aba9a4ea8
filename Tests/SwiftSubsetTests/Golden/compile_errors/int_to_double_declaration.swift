// Nor an Int to a Double.
let items = 3
let average: Double = items // expect error col 23: cannot convert value of type 'Int' to specified type 'Double'
print(average)
