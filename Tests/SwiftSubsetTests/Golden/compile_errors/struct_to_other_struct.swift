// Two structs with the same shape are still different types.
struct Celsius { var value: Double }
struct Fahrenheit { var value: Double }
let today = Celsius(value: 20)
let reading: Fahrenheit = today // expect error col 27: cannot convert value of type 'Celsius' to specified type 'Fahrenheit'
print(reading)
