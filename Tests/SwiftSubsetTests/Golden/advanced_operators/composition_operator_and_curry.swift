// Functional pipeline: compose, curry, and operators as functions.
precedencegroup CompositionPrecedence { associativity: left }
infix operator >>> : CompositionPrecedence
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }
let add = curry(+) as (Int) -> (Int) -> Int
let double = { (x: Int) in x * 2 }
let pipeline = add(3) >>> double >>> String.init
print(pipeline(4))
print([1, 2, 3].map(add(10)))
let lengths = ["a", "bb", "ccc"].map(\.count)
print(lengths.reduce(0, +), zip(lengths, lengths.dropFirst()).map(*))
// expect: 14
// expect: [11, 12, 13]
// expect: 6 [2, 6]
