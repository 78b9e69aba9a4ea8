// prefix(while:) takes elements until the predicate first fails (difffuzz seed 20000035).
print("p3:", Array([(-5)].reversed()).prefix(while: { $0 < 3 }))
// expect: p3: [-5]
print([2, 4, 7, 8].prefix(while: { $0 % 2 == 0 }))
// expect: [2, 4]
