// A computed global with no setter cannot be assigned
var celsius = 21.5
var fahrenheit: Double { celsius * 9 / 5 + 32 }
print(fahrenheit)
fahrenheit = 100 // expect error col 1: cannot assign to value: 'fahrenheit' is a get-only property
