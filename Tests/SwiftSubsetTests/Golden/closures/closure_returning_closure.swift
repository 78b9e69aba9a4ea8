// Closures that build closures: currying and composition.
let adder: (Int) -> (Int) -> Int = { a in { b in a + b } }
let addFive = adder(5)
print(addFive(3), adder(1)(1))  // expect: 8 2
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let lengthThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthThenDouble("swift"))  // expect: 10
let pipeline = [{ (x: Int) in x + 1 }, { $0 * 3 }, { $0 - 2 }]
print(pipeline.reduce(4) { value, step in step(value) })  // expect: 13
