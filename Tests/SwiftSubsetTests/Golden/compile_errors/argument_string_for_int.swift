// An argument of the wrong type.
func repeatGreeting(_ times: Int) {
    for _ in 0..<times { print("hi") }
}
repeatGreeting("3") // expect error col 16: cannot convert value of type 'String' to expected argument type 'Int'
