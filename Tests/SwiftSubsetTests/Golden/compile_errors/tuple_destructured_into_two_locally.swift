// A function's result of three elements destructured into two names inside a function.
func measure() -> (width: Int, height: Int, depth: Int) {
    (2, 3, 4)
}

func report() {
    let (width, height) = measure() // expect error col 27: '(width: Int, height: Int, depth: Int)' is not convertible to '(Int, Int)', tuples have a different number of elements
    print(width, height)
}
report()
