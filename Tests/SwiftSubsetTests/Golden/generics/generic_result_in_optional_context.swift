// A generic method's result where an optional of it is expected binds the generic parameter to the wrapped type: reduce's accumulator in a function returning (min: Int, max: Int)? is the tuple itself, so $0.0 reads it.
func bounds(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard let first = xs.first else { return nil }
    return xs.reduce((first, first)) { (min($0.0, $1), max($0.1, $1)) }
}
print(bounds([4, 9, 2])!)  // expect: (min: 2, max: 9)
print(bounds([]) as Any)  // expect: nil
func longest(_ words: [String]) -> String? {
    words.isEmpty ? nil : words.reduce("") { $0.count >= $1.count ? $0 : $1 }
}
print(longest(["ab", "abc", "x"]) ?? "-", longest([]) ?? "-")  // expect: abc -
let total: Int? = [1, 2, 3].reduce(0) { $0 + $1 }
print(total!)  // expect: 6
