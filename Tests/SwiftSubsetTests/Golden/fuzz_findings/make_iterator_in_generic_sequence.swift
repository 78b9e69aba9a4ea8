// makeIterator() inside a function generic over Sequence gives the argument's own iterator, for arrays, strings, ranges and sets (difffuzz seed 230000010).
func allEqual<S: Sequence>(_ s: S) -> Bool where S.Element: Equatable {
    var iterator = s.makeIterator()
    guard let first = iterator.next() else { return true }
    while let next = iterator.next() {
        if next != first { return false }
    }
    return true
}
func firstTwo<S: Sequence>(_ s: S) -> [S.Element] {
    var iterator = s.makeIterator()
    var out: [S.Element] = []
    while out.count < 2, let element = iterator.next() { out.append(element) }
    return out
}
print(allEqual([1, 1, 1]), allEqual([1, 2]), allEqual("aaa"), allEqual("aba"), allEqual([String]()))
print(firstTwo([5, 6, 7]), firstTwo("xyz"), firstTwo(1...9), firstTwo(Set([4])))
// expect: true false true false true
// expect: [5, 6] ["x", "y"] [1, 2] [4]
