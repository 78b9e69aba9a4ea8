// A bare reversed() is a ReversedCollection, not an Array: it has no append.
var newestFirst = [1, 2].reversed()
newestFirst.append(3) // expect error col 13: value of type 'ReversedCollection<[Int]>' has no member 'append'
