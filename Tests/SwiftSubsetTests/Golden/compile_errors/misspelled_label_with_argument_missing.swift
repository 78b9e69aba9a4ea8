// `rows:` misspells `row:`; swiftc names the label before the missing `col:`.
func place(row: Int, col: Int) { print(row, col) }
place(rows: 1) // expect error col 6: incorrect argument label in call (have 'rows:', expected 'row:')
