// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
func sumOf(_ xs: some Collection<Int>) -> Int { xs.reduce(0, +) }
print(sumOf([1, 2, 3]), sumOf(1...4), sumOf(Set([5])))
func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
print(Array(evens(upTo: 6)))
func firstTwo<C: Collection>(_ c: C) -> [C.Element] where C.Element: CustomStringConvertible { Array(c.prefix(2)) }
print(firstTwo(["a", "b", "c"]), firstTwo(10...20))
func allEqual<T: Equatable>(_ xs: T...) -> Bool { xs.dropFirst().allSatisfy { $0 == xs.first } }
print(allEqual(1, 1, 1), allEqual("a", "b"))
func countMatches<S: Sequence, T: Equatable>(_ s: S, _ x: T) -> Int where S.Element == T { s.filter { $0 == x }.count }
print(countMatches([1, 2, 1], 1), countMatches("banana", "a"))
// expect: 6 10 5
// expect: [0, 2, 4, 6]
// expect: ["a", "b"] [10, 11]
// expect: true false
// expect: 2 3
