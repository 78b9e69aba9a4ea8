// Standard sequence helpers: sequence(first:next:), sequence(state:next:), stride, repeatElement, zip iterators.
let powers = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }
print(Array(powers))
let countdown = sequence(state: 3) { (n: inout Int) -> Int? in
    defer { n -= 1 }
    return n > 0 ? n : nil
}
print(Array(countdown))
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0.0, through: 1.0, by: 0.5)))
print(Array(repeatElement("ab", count: 3)).joined())
var it = zip([1, 2, 3], ["a", "b"]).makeIterator()
while let (n, s) = it.next() { print(n, s) }
let firstBig = sequence(first: 1) { $0 * 2 }.first { $0 > 1000 }
print(firstBig ?? 0)
print(Array(sequence(first: 1) { $0 + 1 }.prefix(4)))
// expect: [1, 3, 9, 27, 81, 243]
// expect: [3, 2, 1]
// expect: [10, 7, 4, 1] [0.0, 0.5, 1.0]
// expect: ababab
// expect: 1 a
// expect: 2 b
// expect: 1024
// expect: [1, 2, 3, 4]
