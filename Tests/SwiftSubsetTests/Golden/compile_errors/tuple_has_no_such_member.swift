// A tuple has only its labels and positions as members.
let range = (low: 1, high: 9)
print(range.low, range.high)
print(range.middle) // expect error col 13: value of tuple type '(low: Int, high: Int)' has no member 'middle'
