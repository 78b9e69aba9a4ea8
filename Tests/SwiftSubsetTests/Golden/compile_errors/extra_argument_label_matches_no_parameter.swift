// A label that is no parameter's and misspells none: swiftc calls the argument one too many.
func place(row: Int, col: Int) { print(row, col) }
place(x: 1) // expect error col 10: extra argument 'x' in call
