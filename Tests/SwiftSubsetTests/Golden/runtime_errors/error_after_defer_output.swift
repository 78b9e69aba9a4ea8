// A trap inside a function does not run pending defer blocks.
func work(_ xs: [Int]) {
    defer { print("defer ran") }
    print("reading")
    print(xs[5])  // expect runtime error: Index out of range
}
work([1])
// expect: reading
