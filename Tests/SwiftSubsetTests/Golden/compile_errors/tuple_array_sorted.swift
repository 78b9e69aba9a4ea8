// Tuples conform to no protocol, so an array of them has no `sorted()`
// without a comparator, even where each element is Comparable.
let pairs = [(x: 2, y: 1), (x: 1, y: 5)]
let ordered = pairs.sorted() // expect error col 21: type '(x: Int, y: Int)' cannot conform to 'Comparable'
print(ordered)
