// A bubble sort that swaps with `swap(&xs[j], &xs[j + 1])`: both arguments
// modify the one array at once, which Swift's exclusive-access rule
// forbids; `xs.swapAt(j, j + 1)` is the way.
func bubbleSort(_ input: [Int]) -> [Int] {
    var xs = input
    for i in 0..<xs.count {
        for j in 0..<(xs.count - i - 1) where xs[j] > xs[j + 1] {
            swap(&xs[j], &xs[j + 1]) // expect error col 18: overlapping accesses to 'xs', but modification requires exclusive access; consider calling MutableCollection.swapAt(_:_:)
        }
    }
    return xs
}
print(bubbleSort([3, 1, 2]))
