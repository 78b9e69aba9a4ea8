// A running total declared with neither a type nor a first value.
let prices = [3, 5, 8]
var total // expect error col 5: type annotation missing in pattern
for p in prices { total += p }
print(total)
