// A generic parameter used as a value (T(text), T.zero, T.self) takes the type the call binds, from the arguments or from the result the context expects
func parse<T: LosslessStringConvertible>(_ text: String) -> T? { T(text) }
func parseAll<T: LosslessStringConvertible>(_ items: [String], as _: T.Type) -> [T] { items.compactMap { T($0) } }
func total<T: AdditiveArithmetic>(_ values: [T]) -> T {
    var sum = T.zero
    for v in values { sum += v }
    return sum
}
func describeType<T>(_ value: T) -> String { "\(T.self)" }
func firstOr<T>(_ items: [T], _ fallback: T) -> T { items.first ?? fallback }
let i: Int? = parse("42")
let d: Double? = parse("2.5")
let bad: Int? = parse("x")
print(i as Any, d as Any, bad as Any)
print(parseAll(["1", "two", "3"], as: Int.self), parseAll(["true", "no"], as: Bool.self))
print(total([1, 2, 3]), total([0.5, 0.25]), total([Int]()))
print(describeType(3), describeType("s"), describeType([1.5]))
print(firstOr([Double](), 1), firstOr(["a"], "b"), firstOr([Int](), 7))

// expect: Optional(42) Optional(2.5) nil
// expect: [1, 3] [true]
// expect: 6 0.75 0
// expect: Int String Array<Double>
// expect: 1.0 a 7
