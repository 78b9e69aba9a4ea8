// A literal on the left of ?? takes the type both sides share: 5 ?? 2.5 is the Double 5.0, except where Any is expected (print), where ??'s T is Any and 11 stays an Int (difffuzz seeds 61000066, 41000010)
print(String(describing: (5 ?? 2.5)))
// expect: 5.0
let fallback = 7 ?? 1.5
print(fallback, type(of: fallback))
// expect: 7.0 Double
let maybe: Int? = nil
print(maybe ?? 3, 4 ?? 9)
// expect: 3 4
print("p20:", (11 ?? 1e3), 11 ?? 1e3)
// expect: p20: 11 11
