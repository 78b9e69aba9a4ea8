// defer blocks run in reverse order when the scope exits.
func work() {
    print("start")
    defer { print("first defer") }
    defer { print("second defer") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("end of body")
}
work()
// expect: start
// expect: inner body
// expect: inner defer
// expect: end of body
// expect: second defer
// expect: first defer
