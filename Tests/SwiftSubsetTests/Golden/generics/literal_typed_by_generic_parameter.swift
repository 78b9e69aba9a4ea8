// A number literal whose type is a generic parameter is a value of the type
// the call binds: with T = Double, `0` is 0.0 even when no element shows it.
func zeroLike<T: Numeric>(_ sample: T) -> T {
    let start: T = 0
    return start
}
print(zeroLike(4), zeroLike(2.5))  // expect: 0 0.0

func sumAll<T: Numeric>(_ values: [T]) -> T { values.reduce(0, +) }
print(sumAll([Double]()), sumAll([Int]()), sumAll([1.5, 2]))  // expect: 0.0 0 3.5

func firstOrZero<N: AdditiveArithmetic>(_ values: [N]) -> N { values.first ?? .zero }
print(firstOrZero([Double]()), firstOrZero([7]))  // expect: 0.0 7

func scaled<F: BinaryFloatingPoint>(_ x: F, by steps: Int) -> F {
    var result = x
    for _ in 0..<steps { result = result * 2 + 1 }
    return result
}
print(scaled(1.0, by: 2), scaled(Float(0.5), by: 1))  // expect: 7.0 2.0
