// `=` where `==` was meant: an assignment is no condition.
var attempts = 3
if attempts = 0 { // expect error col 13: use of '=' in a boolean context, did you mean '=='?
    print("locked")
}
