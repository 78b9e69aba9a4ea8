// A generic function's result printed (given to Any) binds T to Any when its arguments differ in type by themselves: each keeps its own type (difffuzz seeds 41000017, 43000058)
func choose<T>(_ a: T, _ b: T, first: Bool) -> T { first ? a : b }
func id<T>(_ x: T) -> T { x }
let flag = false
print("p12:", choose(1e3, 12, first: false))
// expect: p12: 12
print("p11:", choose(2.25, (flag ? 0.75 : 1), first: flag))
// expect: p11: 1
let count = 3
print(choose(2.5, count, first: false), choose(-1, 2.5, first: true), choose([1], [2.5], first: true))
// expect: 3 -1 [1]
print(choose(flag ? 0.5 : 1, 2.5, first: true), choose(2.5, flag ? 1 : 2, first: false))
// expect: 1 2
let kept = choose(1e3, 12, first: false)
print(kept, "\(choose(1e3, 12, first: false))", String(describing: choose(1e3, 12, first: false)))
// expect: 12.0 12.0 12.0
print(id(flag ? 1.5 : 2), choose(flag ? 1.5 : 2, flag ? 1.5 : 2, first: true), choose(1.5, 2.5, first: false))
// expect: 2.0 2.0 2.5
print([choose(1e3, 12, first: false)], choose(3, 4, first: true))
// expect: [12.0] 3
