// Labeled loops: break and continue aimed at an outer loop.
let grid = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]
var visited: [Int] = []
search: for row in grid {
    for value in row {
        if value < 0 { break search }
        visited.append(value)
    }
}
print(visited)  // expect: [1, 2, 3, 4]
var pairs: [String] = []
outer: for i in 1...3 {
    for j in 1...3 {
        if j == i { continue outer }
        pairs.append("\(i)\(j)")
    }
}
print(pairs)  // expect: ["21", "31", "32"]
var attempts = 0
retry: while true {
    attempts += 1
    switch attempts {
    case 3: break retry
    default: continue retry
    }
}
print(attempts)  // expect: 3
