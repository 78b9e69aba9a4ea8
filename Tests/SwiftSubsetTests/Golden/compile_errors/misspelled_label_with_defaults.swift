// A misspelled label where the parameters have defaults: swiftc pairs the
// argument with the parameter it most likely meant and names that label.
func greet(name: String = "friend", times: Int = 1) {
    for _ in 0..<times { print("Hello, \(name)!") }
}
greet()
greet(tims: 2) // expect error col 6: incorrect argument label in call (have 'tims:', expected 'times:')
