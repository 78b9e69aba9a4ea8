// Appending to an array declared with `let` is refused: the array is a constant.
let scores = [90, 85]
print(scores.count)
scores.append(70) // expect error col 8: cannot use mutating member on immutable value: 'scores' is a 'let' constant
print(scores)
