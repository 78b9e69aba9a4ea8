// `break` in an `if` inside a function with no loop or switch around it: swiftc refuses it.
func check(_ age: Int) {
    if age < 0 {
        break // expect error col 9: unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do
    }
    print("age \(age)")
}
check(3)
