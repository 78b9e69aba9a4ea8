// Number formatting for a report: String(format:) specifiers, rounding rules, .formatted() styles, padding and grouping by hand
import Foundation

let values: [Double] = [0, 3.14159, -2.5, 1234.5678, 1_000_000, 0.005, 42]
for v in values {
    print(String(format: "%8.2f|%-10.3e|%+.1f|%05.1f", v, v, v, v))
}
print(String(format: "%d items at %x hex, %o octal, %5d|%-5d|", 255, 255, 255, 42, 42))
print(String(format: "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5))
print(String(format: "%@ scored %d%%", "Ada" as NSString, 97))
print(String(format: "%3$@ %1$@ %2$@", "a", "b", "c"))
for rule: FloatingPointRoundingRule in [.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero] {
    print(rule, [2.5, -2.5, 3.7, -3.2].map { $0.rounded(rule) })
}
func grouped(_ n: Int) -> String {
    let digits = String(abs(n))
    var out = ""
    for (i, c) in digits.reversed().enumerated() {
        if i > 0 && i % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return (n < 0 ? "-" : "") + String(out.reversed())
}
print([0, 999, 1000, -1234567, 1_000_000_000].map(grouped))
print(1234567.formatted(), 0.256.formatted(.percent), 1234.5.formatted(.number.precision(.fractionLength(2))))
print(3.0.formatted(), 2.75.formatted(.number.precision(.fractionLength(1))), 12.formatted(.number.precision(.integerLength(4))))
let prices = [19.99, 5, 120.5]
let total = prices.reduce(0, +)
print("Total: \(String(format: "%.2f", total)) (avg \(String(format: "%.3f", total / Double(prices.count))))")
print(Double("1e3")!, Double("0x10")!, Double("  5") as Any, Float("3.4028235e38")!, Double.pi.description.count)
print((1.0 / 3.0), Float(1) / 3, 0.1 + 0.2, 1e16, 1e-5, 123456789.0 * 10)

// expect:     0.00|0.000e+00 |+0.0|000.0
// expect:     3.14|3.142e+00 |+3.1|003.1
// expect:    -2.50|-2.500e+00|-2.5|-02.5
// expect:  1234.57|1.235e+03 |+1234.6|1234.6
// expect: 1000000.00|1.000e+06 |+1000000.0|1000000.0
// expect:     0.01|5.000e-03 |+0.0|000.0
// expect:    42.00|4.200e+01 |+42.0|042.0
// expect: 255 items at ff hex, 377 octal,    42|42   |
// expect: 0 2 2 -0
// expect: Ada scored 97%
// expect: c a b
// expect: toNearestOrAwayFromZero [3.0, -3.0, 4.0, -3.0]
// expect: toNearestOrEven [2.0, -2.0, 4.0, -3.0]
// expect: up [3.0, -2.0, 4.0, -3.0]
// expect: down [2.0, -3.0, 3.0, -4.0]
// expect: towardZero [2.0, -2.0, 3.0, -3.0]
// expect: awayFromZero [3.0, -3.0, 4.0, -4.0]
// expect: ["0", "999", "1,000", "-1,234,567", "1,000,000,000"]
// expect: 1,234,567 25.6% 1,234.50
// expect: 3 2.8 0,012
// expect: Total: 145.49 (avg 48.497)
// expect: 1000.0 16.0 nil 3.4028235e+38 17
// expect: 0.3333333333333333 0.33333334 0.30000000000000004 1e+16 1e-05 1234567890.0
