// A right label and a wrong one, one argument short: the wrong one goes to the parameter it may misspell.
func cell(row: Int, col: Int, z: Int) -> Int {
    row * 100 + col * 10 + z
}

print(cell(row: 1, x: 2))  // expect error col 11: incorrect argument label in call (have 'row:x:', expected 'row:z:')
