// defer runs when its scope ends: each loop iteration, each branch, each early return.
func process(_ items: [Int]) -> Int {
    var total = 0
    defer { print("processed total \(total)") }
    for item in items {
        defer { print("done with \(item)") }
        if item < 0 { continue }
        if item > 100 { return -1 }
        total += item
    }
    return total
}
print(process([5, -1, 7]))
// expect: done with 5
// expect: done with -1
// expect: done with 7
// expect: processed total 12
// expect: 12
print(process([200]))
// expect: done with 200
// expect: processed total 0
// expect: -1
