// An `else if` whose condition was forgotten: swiftc points at the `if` that has none.
let temperature = 12
if temperature > 25 {
    print("hot")
} else if { // expect error col 8: missing condition in 'if' statement
    print("mild")
}
