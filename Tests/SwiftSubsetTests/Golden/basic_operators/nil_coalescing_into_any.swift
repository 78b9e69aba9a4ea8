// `??` with a non-optional literal on the left, stored as `Any`: each
// side keeps its own literal type, as when printed directly (swiftc warns
// that the right side is never used).
let a: Any = 2 ?? 0.125
print(a) // expect: 2
print(type(of: a)) // expect: Int
print(2 ?? 0.125) // expect: 2
func show() {
    let b: Any = 7 ?? 1.5
    print(b) // expect: 7
}
show()
let c: Double = 2 ?? 0.125
print(c) // expect: 2.0
