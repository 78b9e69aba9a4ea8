// Assigning to a `let` constant is refused before anything runs.
let count = 3
print(count)
count = 4 // expect error col 1: cannot assign to value: 'count' is a 'let' constant
print(count)
