// A misspelled variable name in a tip calculator.
let bill = 80.0
let tipRate = 0.15
let tip = bill * tipRte // expect error col 18: cannot find 'tipRte' in scope
print(tip)
