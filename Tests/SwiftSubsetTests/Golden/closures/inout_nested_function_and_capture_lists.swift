// Nested functions and closures capturing loop variables and inout parameters.
func process(_ values: inout [Int], using rule: (Int) -> Int) -> Int {
    var changed = 0
    func apply(at i: Int) {
        let new = rule(values[i])
        if new != values[i] { changed += 1; values[i] = new }
    }
    for i in values.indices { apply(at: i) }
    return changed
}
var numbers = [1, 5, 10, 15]
let changed = process(&numbers) { $0 > 6 ? 6 : $0 }
print(numbers, changed)
var closures: [() -> Int] = []
for i in 1...3 { closures.append { i * 10 } }
print(closures.map { $0() })
var x = 1
let capture = { [x] in x * 100 }
let live = { x * 100 }
x = 2
print(capture(), live())
// expect: [1, 5, 6, 6] 2
// expect: [10, 20, 30]
// expect: 100 200
