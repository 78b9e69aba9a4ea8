// A ?? of two literals given for a generic parameter that binds to Any is joined first: choose(2 ?? 0.125, 0, …) passes the Double 2.0 (T is Any, the other argument stays the Int 0), where an Any parameter takes the literal's own type, as print(2 ?? 0.125) does (difffuzz seed 260000085).
func choose<T>(_ a: T, _ b: T, first: Bool) -> T { first ? a : b }
print("p14:", choose((2 ?? 0.125), 0, first: (8 as Int) <= 10))
print(choose(2 ?? 0.125, 0, first: false))
print(choose((5 ?? 0.5), "five", first: true))
print(2 ?? 0.125)

// expect: p14: 2.0
// expect: 0
// expect: 5.0
// expect: 2
