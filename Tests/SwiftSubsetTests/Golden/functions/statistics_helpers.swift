// Statistics helpers: variadic parameters, labelled tuple results, inout, defaults, nested functions, function parameters
import Foundation
func summary(of values: Double...) -> (min: Double, max: Double, mean: Double)? {
    guard let first = values.first else { return nil }
    var lo = first, hi = first, sum = 0.0
    for v in values {
        lo = min(lo, v)
        hi = max(hi, v)
        sum += v
    }
    return (lo, hi, sum / Double(values.count))
}

func median(_ values: [Double]) -> Double? {
    if values.isEmpty { return nil }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 0 ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[mid]
}

func standardDeviation(_ values: [Double], sample: Bool = false) -> Double {
    func mean(_ xs: [Double]) -> Double { xs.reduce(0, +) / Double(xs.count) }
    let m = mean(values)
    let squares = values.map { ($0 - m) * ($0 - m) }
    let divisor = Double(values.count - (sample ? 1 : 0))
    return (squares.reduce(0, +) / divisor).squareRoot()
}

func normalize(_ values: inout [Double], to range: ClosedRange<Double> = 0...1) {
    guard let lo = values.min(), let hi = values.max(), hi > lo else { return }
    for i in values.indices {
        let t = (values[i] - lo) / (hi - lo)
        values[i] = range.lowerBound + t * (range.upperBound - range.lowerBound)
    }
}

func histogram(_ values: [Int], bucket: Int, render: (Int, Int) -> String = { "\($0): \(String(repeating: "*", count: $1))" }) -> [String] {
    var counts: [Int: Int] = [:]
    for v in values { counts[v / bucket * bucket, default: 0] += 1 }
    return counts.keys.sorted().map { render($0, counts[$0]!) }
}

if let s = summary(of: 3, 9, 1.5, 7) {
    print(s.min, s.max, s.mean)
    print(s)
}
print(summary() == nil)
print(median([5, 1, 3]) ?? .nan, median([4, 1, 3, 2])!, median([]) as Any)
let data: [Double] = [2, 4, 4, 4, 5, 5, 7, 9]
print(standardDeviation(data), standardDeviation(data, sample: true))
var scaled = data
normalize(&scaled)
print(scaled)
normalize(&scaled, to: -10...10)
print(scaled.map { Int($0) })
let ages = [23, 35, 31, 44, 29, 51, 38, 22, 47, 33]
for line in histogram(ages, bucket: 10) { print(line) }
print(histogram(ages, bucket: 20) { "\($0)+ x\($1)" })
let operations: [(String, (Double, Double) -> Double)] = [("add", +), ("max", max), ("pow", { a, b in (0..<Int(b)).reduce(1) { r, _ in r * a } })]
for (name, op) in operations { print(name, op(2, 5)) }

// expect: 1.5 9.0 5.125
// expect: (min: 1.5, max: 9.0, mean: 5.125)
// expect: true
// expect: 3.0 2.5 nil
// expect: 2.0 2.138089935299395
// expect: [0.0, 0.2857142857142857, 0.2857142857142857, 0.2857142857142857, 0.42857142857142855, 0.42857142857142855, 0.7142857142857143, 1.0]
// expect: [-10, -4, -4, -4, -1, -1, 4, 10]
// expect: 20: ***
// expect: 30: ****
// expect: 40: **
// expect: 50: *
// expect: ["20+ x7", "40+ x3"]
// expect: add 7.0
// expect: max 5.0
// expect: pow 32.0
