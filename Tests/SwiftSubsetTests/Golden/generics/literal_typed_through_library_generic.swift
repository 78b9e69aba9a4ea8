// A literal passed to a library generic takes its type from the whole expression: Array(repeating: 0, count: n) + [0.5] holds Doubles; a declaration written `: Any` lets a generic result bind to Any, so each literal keeps its own type.
func pick<T>(_ first: T, _ second: T, preferFirst: Bool) -> T { preferFirst ? first : second }
let padded = Array(repeating: 0, count: 3) + [0.5]
print(padded)  // expect: [0.0, 0.0, 0.0, 0.5]
print(Array(repeating: 1, count: 2) == [1.0, 1.0])  // expect: true
let grid = Array(repeating: Array(repeating: 0, count: 2), count: 2) + [[2.5, 3.5]]
print(grid)  // expect: [[0.0, 0.0], [0.0, 0.0], [2.5, 3.5]]
print(max(1, 2) * 1.5)  // expect: 3.0
let weights = Array(repeating: 1, count: 2)
print(weights)  // expect: [1, 1]
let boxed: Any = pick(1e3, 12, preferFirst: false)
print(boxed, boxed is Int)  // expect: 12 true
let joined = pick(1e3, 12, preferFirst: false)
print(joined)  // expect: 12.0
func report() {
    let flag = Int("0") == 1
    let either: Any = flag ? 2.5 : 7
    let chosen: Any = pick(7, 0.25, preferFirst: true)
    print(either, chosen)
}
report()  // expect: 7 7
