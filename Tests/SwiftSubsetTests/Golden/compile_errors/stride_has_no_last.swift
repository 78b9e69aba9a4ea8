// A stride is a Sequence, not a BidirectionalCollection: it has no `last`
// (an array, a string or a range has). Take the elements first:
// `Array(stride(from: 0, to: 10, by: 3)).last`.
let evens = Array(stride(from: 0, to: 10, by: 2))
print(evens.last!)
let countdown = stride(from: 10, through: 0, by: -5)
print(countdown.last!) // expect error col 17: value of type 'StrideThrough<Int>' has no member 'last'
