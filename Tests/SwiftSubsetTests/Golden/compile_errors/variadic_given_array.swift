// A variadic function called with an array: Swift does not spread it.
func average(_ values: Double...) -> Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}
let marks = [3.5, 4.0, 2.5]
print(average(marks)) // expect error col 15: cannot pass array of type '[Double]' as variadic arguments of type 'Double'
