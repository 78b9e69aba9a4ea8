// Generic functions infer their type parameter from arguments.
func swapped<T>(_ pair: (T, T)) -> (T, T) { (pair.1, pair.0) }
func repeatValue<T>(_ v: T, _ n: Int) -> [T] { Array(repeating: v, count: n) }
func firstOrDefault<T>(_ xs: [T], _ d: T) -> T { xs.first ?? d }
print(swapped((1, 2)))  // expect: (2, 1)
print(repeatValue("ab", 2))  // expect: ["ab", "ab"]
print(firstOrDefault([Int](), 9), firstOrDefault(["x"], "y"))  // expect: 9 x
