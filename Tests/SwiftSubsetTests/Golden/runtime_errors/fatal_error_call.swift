// fatalError(message) stops the program with that message.
func check(_ n: Int) {
    guard n >= 0 else { fatalError("negative input \(n)") }  // expect runtime error: negative input -5
    print("ok", n)
}
check(1)  // expect: ok 1
check(-5)
