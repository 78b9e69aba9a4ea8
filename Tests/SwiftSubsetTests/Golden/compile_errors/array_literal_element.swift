// Every element of an array literal must be the array's element type.
let temperatures: [Double] = [20.5, 21, "warm"] // expect error col 41: cannot convert value of type 'String' to expected element type 'Double'
print(temperatures)
