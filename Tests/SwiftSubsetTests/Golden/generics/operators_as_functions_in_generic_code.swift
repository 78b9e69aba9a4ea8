// Generic numeric helpers: operators passed as functions inside generic code over Numeric and Comparable.
func dot<T: Numeric>(_ a: [T], _ b: [T]) -> T { zip(a, b).map(*).reduce(0, +) }
func pairwiseMax<T: Comparable>(_ a: [T], _ b: [T]) -> [T] { zip(a, b).map(max) }
func isSorted<T: Comparable>(_ xs: [T], by order: (T, T) -> Bool = (<=)) -> Bool {
    zip(xs, xs.dropFirst()).allSatisfy(order)
}
print(dot([1, 2, 3], [4, 5, 6]), dot([0.5, 1.5], [2, 2]))
print(pairwiseMax([1, 9, 3], [4, 2, 8]), pairwiseMax(["b", "a"], ["a", "c"]))
print(isSorted([1, 2, 2, 5]), isSorted([3, 1]), isSorted([3, 2, 1], by: >))
let differences = zip([10, 20, 35], [10, 20, 35].dropFirst()).map { $1 - $0 }
print(differences, zip("abc", "xyz").map { String($0) + String($1) })
// expect: 32 4.0
// expect: [4, 9, 8] ["b", "c"]
// expect: true false true
// expect: [10, 15] ["ax", "by", "cz"]
