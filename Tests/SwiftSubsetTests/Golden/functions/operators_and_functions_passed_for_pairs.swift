// Operators and library functions passed where a function of a pair is expected: zip(a, b).map(+), map(*), map(-), map(max), allSatisfy(<=), filter(<); and as binary functions: reduce(1, *), sorted(by: >), max(by: <).
let a = [1, 2, 3]
let b = [10, 20, 30]
print(zip(a, b).map(+))
print(zip(a, b).map(*))
print(zip(b, a).map(-))
print(a.reduce(1, *))
print(a.reduce(0, +))
print(a.sorted(by: >))
print(["b", "a", "c"].sorted(by: <))
let d = [1.5, 2.5]
print(zip(d, d).map(+))
print(zip(a, b).map(max))
print(a.map(-))
let ops: [(Int, Int) -> Int] = [(+), (-), (*)]
print(ops.map { $0(6, 3) })
let combine: (Int, Int) -> Int = (+)
print(combine(2, 5))
print(zip(["a", "b"], ["x", "y"]).map(+))
let prices = [2.5, 4.0, 1.25]
let quantities = [2.0, 1.0, 4.0]
let totals = zip(prices, quantities).map(*)
print(totals, type(of: totals))
print(totals.reduce(0, +))
print(prices.reduce(1, *))
let old = [3, 8, 5]
let newer = [4, 8, 2]
print(zip(old, newer).map(<))
print(zip(old, newer).allSatisfy(<=))
print(zip(old, newer).contains(where: >))
print(zip(old, newer).filter(<))
print(zip(old, newer).map(-).map(abs))
print(zip(old, newer).map(min), zip(old, newer).map(max))
let words = ["pear", "fig", "apple"]
print(words.sorted(by: <), words.sorted(by: >))
print(words.max(by: <)!, words.min(by: >)!)
let deltas: [Int] = zip(newer, old).map(-)
print(deltas)
print(old.map(-), (1...4).reduce(1, *))
var names = ["b", "a"]
names.sort(by: >)
print(names)
print(zip(["x", "y"], ["1", "2"]).map(+).joined(separator: ","))
print([[1, 2], [3]].reduce([], +))
// expect: [11, 22, 33]
// expect: [10, 40, 90]
// expect: [9, 18, 27]
// expect: 6
// expect: 6
// expect: [3, 2, 1]
// expect: ["a", "b", "c"]
// expect: [3.0, 5.0]
// expect: [10, 20, 30]
// expect: [-1, -2, -3]
// expect: [9, 3, 18]
// expect: 7
// expect: ["ax", "by"]
// expect: [5.0, 4.0, 5.0] Array<Double>
// expect: 14.0
// expect: 12.5
// expect: [true, false, false]
// expect: false
// expect: true
// expect: [(3, 4)]
// expect: [1, 0, 3]
// expect: [3, 8, 2] [4, 8, 5]
// expect: ["apple", "fig", "pear"] ["pear", "fig", "apple"]
// expect: pear pear
// expect: [1, 0, -3]
// expect: [-3, -8, -5] 24
// expect: ["b", "a"]
// expect: x1,y2
// expect: [1, 2, 3]
