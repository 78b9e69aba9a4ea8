// Elements of a `let` array cannot be replaced.
let grid = [0, 0, 0]
grid[1] = 7 // expect error col 5: cannot assign through subscript: 'grid' is a 'let' constant
print(grid)
