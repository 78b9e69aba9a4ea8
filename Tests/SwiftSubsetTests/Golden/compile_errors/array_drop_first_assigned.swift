// `dropFirst()` of an Array is an ArraySlice (or a Sequence's DropFirstSequence): neither is the [Int] assigned.
var rest: [Int] = []
let scores = [3, 5, 8]
rest = scores.dropFirst() // expect error col 15: no 'dropFirst' candidates produce the expected contextual result type '[Int]'
print(rest)
