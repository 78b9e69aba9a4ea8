// For an Int??, nil and .some(nil) are different values (difffuzz seed 10000037).
let oo5: Int?? = nil
print("p3:", oo5 == .some(nil), oo5 == nil)
// expect: p3: false true
let inner: Int?? = .some(nil)
print(inner == .some(nil), inner == nil)
// expect: true false
