// Inside an Array extension, `min` names the array's own method (`min()`,
// `min(by:)`) before the global function: `min(a, b)` does not reach
// Swift's `min(_:_:)`. Write `Swift.min(a, b)`.
extension Array where Element == Int {
    func clampedSum(limit: Int) -> Int {
        min(reduce(0, +), limit) // expect error col 9: use of 'min' refers to instance method rather than global function 'min' in module 'Swift'
    }
}
print([4, 5, 6].clampedSum(limit: 10))
