// Two arguments under labels the function does not have: swiftc pairs `x` with the one-letter `z`, and `y` is one too many.
func cell(row: Int, col: Int, z: Int) -> Int {
    row * 100 + col * 10 + z
}

print(cell(x: 1, y: 2))  // expect error col 21: extra argument 'y' in call
