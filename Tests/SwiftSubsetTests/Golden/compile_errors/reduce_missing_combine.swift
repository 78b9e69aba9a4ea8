// reduce given its start value and no way to combine.
let steps = [1200, 800, 1500]
let total = steps.filter { $0 > 1000 }.reduce(0) // expect error col 48: missing argument for parameter #2 in call
print(total)
