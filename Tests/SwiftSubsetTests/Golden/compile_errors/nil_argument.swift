// nil for a parameter that is not optional.
func greet(_ name: String) { print("Hello, \(name)") }
greet(nil) // expect error col 7: 'nil' is not compatible with expected argument type 'String'
