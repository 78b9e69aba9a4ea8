// A literal on the left of ?? takes the type both sides share: 5 ?? 2.5 is the Double 5.0 (difffuzz seed 61000066)
print(String(describing: (5 ?? 2.5)))
// expect: 5.0
let fallback = 7 ?? 1.5
print(fallback, type(of: fallback))
// expect: 7.0 Double
let maybe: Int? = nil
print(maybe ?? 3, 4 ?? 9)
// expect: 3 4
