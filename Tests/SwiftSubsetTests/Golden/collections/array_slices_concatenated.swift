// Two slices of an array joined with `+`: RangeReplaceableCollection's
// `+` keeps the left operand's type, an ArraySlice, which `Array(…)` turns
// back into an array (a rotation, a deck cut).
var cards = Array(1...8)
let n = 3
let cut = cards[n...] + cards[..<n]
print(cut, type(of: cut))
// expect: [4, 5, 6, 7, 8, 1, 2, 3] ArraySlice<Int>
cards = Array(cut)
print(cards.first!, cards.count)
// expect: 4 8
let wrapped = cards[6...] + (1...2)
print(Array(wrapped))
// expect: [2, 3, 1, 2]
