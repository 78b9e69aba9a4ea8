// Conditional conformance: Pair is Equatable when its elements are.
struct Pair<A, B> { let a: A; let b: B }
extension Pair: Equatable where A: Equatable, B: Equatable {}
let p = Pair(a: 1, b: "x")
print(p == Pair(a: 1, b: "x"), p == Pair(a: 2, b: "x"))  // expect: true false
extension Pair where A == Int { var doubledA: Int { a * 2 } }
print(p.doubledA)  // expect: 2
