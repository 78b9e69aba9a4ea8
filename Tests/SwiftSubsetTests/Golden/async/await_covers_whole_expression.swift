// One await covers every async call to its right, also inside a closure
// that awaits, and top-level code that awaits is an async context.
func double(_ n: Int) async -> Int { n * 2 }
func add(_ a: Int, _ b: Int) async -> Int { a + b }
let both = await add(double(2), double(3))
print(both)  // expect: 10
let viaClosure: () async -> Int = {
    let first = await double(5)
    return await first + double(1)
}
print(await viaClosure())  // expect: 12
async let later = double(21)
print(await later)  // expect: 42
