// A generic type's printed name carries each argument's own arguments (Box<Box<Double>>); inside another value each argument is module-qualified too (main.Box<Swift.Int>, main.Pair<Swift.Int, main.Box<Swift.String>>).
struct Box<T> { let value: T }
struct Pair<A, B> { let a: A; let b: B }
print(Box(value: Box(value: 1.5)))
print([Box(value: Box(value: 1))])
print(Pair(a: 1, b: "x"), [Pair(a: true, b: 2.5)])
print(Box(value: [1, 2]), [Box(value: [1])])
print(Box(value: Pair(a: 1, b: Box(value: "z"))))
print(String(describing: Box(value: 1)), [Optional(Box(value: 2))])
enum E { case a }
print([Box(value: E.a)], Box(value: E.a))
// expect: Box<Box<Double>>(value: main.Box<Swift.Double>(value: 1.5))
// expect: [main.Box<main.Box<Swift.Int>>(value: main.Box<Swift.Int>(value: 1))]
// expect: Pair<Int, String>(a: 1, b: "x") [main.Pair<Swift.Bool, Swift.Double>(a: true, b: 2.5)]
// expect: Box<Array<Int>>(value: [1, 2]) [main.Box<Swift.Array<Swift.Int>>(value: [1])]
// expect: Box<Pair<Int, Box<String>>>(value: main.Pair<Swift.Int, main.Box<Swift.String>>(a: 1, b: main.Box<Swift.String>(value: "z")))
// expect: Box<Int>(value: 1) [Optional(main.Box<Swift.Int>(value: 2))]
// expect: [main.Box<main.E>(value: main.E.a)] Box<E>(value: main.E.a)
