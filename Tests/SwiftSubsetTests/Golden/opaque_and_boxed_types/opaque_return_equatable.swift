// An opaque result keeps its type's identity, so two results from one function compare with ==.
func makeID(_ n: Int) -> some Equatable & CustomStringConvertible { "id-\(n)" }
let a = makeID(1)
let b = makeID(1)
let c = makeID(2)
print(a == b, a == c)  // expect: true false
print(a.description, c)  // expect: id-1 id-2
func counter() -> some Sequence<Int> { [3, 2, 1] }
for n in counter() { print(n, terminator: n == 1 ? "\n" : " ") }  // expect: 3 2 1
