// A closed range with upper bound below lower bound traps when formed.
let lo = 5
let hi = 2
print("forming range")  // expect: forming range
for i in lo...hi { print(i) }
// expect runtime error: Range requires lowerBound <= upperBound
