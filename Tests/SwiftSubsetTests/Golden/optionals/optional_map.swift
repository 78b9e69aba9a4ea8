// Optional.map / flatMap and comparison of optionals with ==.
let n: Int? = 4
let none: Int? = nil
print(n.map { $0 * 10 } as Any)  // expect: Optional(40)
print(none.map { $0 * 10 } as Any)  // expect: nil
print(n.flatMap { $0 > 3 ? String($0) : nil } as Any)  // expect: Optional("4")
print(n == 4, none == nil, n == none)  // expect: true true false
