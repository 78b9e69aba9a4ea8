// A range passed where a function takes an array.
func total(_ values: [Double]) -> Double { values.reduce(0, +) }
print(total(0.5...2.5)) // expect error col 16: cannot convert value of type 'ClosedRange<Double>' to expected argument type '[Double]'
