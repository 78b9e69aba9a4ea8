// A greeting function that returns text but declares no result type.
func greeting(for name: String) {
    return "Hello, \(name)!" // expect error col 12: unexpected non-void return value in void function
}
greeting(for: "Sam")
