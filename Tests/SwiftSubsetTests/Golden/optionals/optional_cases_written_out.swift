// Optional's cases and initializer written out: `Optional.some(3)`, `Int?.some(4)`, `.none` with and without a written Wrapped, in patterns and as arguments.
let a = Optional.some(3)
print(a as Any, type(of: a)) // expect: Optional(3) Optional<Int>
let b = Int?.some(4)
print(b as Any) // expect: Optional(4)
let c = Int?.none
print(c as Any, type(of: c)) // expect: nil Optional<Int>
let d = Optional<String>.none
print(d as Any, type(of: d)) // expect: nil Optional<String>
let e = Optional(5)
print(e as Any) // expect: Optional(5)
let f: Double? = Optional.none
print(f as Any) // expect: nil
func show(_ value: Int?) { print(value.map { "got \($0)" } ?? "nothing") }
show(.some(6)) // expect: got 6
show(Optional.some(7)) // expect: got 7
show(.none) // expect: nothing
switch b {
case .some(let x): print("some", x) // expect: some 4
case .none: print("none")
}
if case Optional.some(let y) = e { print(y) } // expect: 5
let shouted = Optional.some("hi").map { $0.uppercased() }
print(shouted as Any) // expect: Optional("HI")
print([Optional.some(1), nil]) // expect: [Optional(1), nil]
print(Optional.some(3) == 3, Int?.none == nil) // expect: true true
print([1, 2].map(Optional.some)) // expect: [Optional(1), Optional(2)]
