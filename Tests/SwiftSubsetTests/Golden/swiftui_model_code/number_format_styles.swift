// Number format styles a view model uses: compact names, grouping, significant digits, integer percents, fraction ranges.
import Foundation
struct Stats {
    let revenue: Double
    let visitors: Int
    let conversion: Double
}
let stats = Stats(revenue: 1234.5, visitors: 1_250_000, conversion: 0.0345)
print(stats.revenue.formatted(.number.precision(.fractionLength(2))))  // expect: 1,234.50
print(stats.visitors.formatted(.number.notation(.compactName)))  // expect: 1.2M
print(stats.visitors.formatted(.number.grouping(.never)))  // expect: 1250000
print(stats.conversion.formatted(.percent.precision(.fractionLength(1))))  // expect: 3.4%
print(Double.pi.formatted(.number.precision(.significantDigits(3))))  // expect: 3.14
print(42.formatted(.percent), 7.formatted(.number.precision(.integerLength(3))))  // expect: 42% 007
print(2.5.formatted(.number.precision(.fractionLength(0...2))), 2.0.formatted(.number.precision(.fractionLength(1...2))))  // expect: 2.5 2.0
print(Float(0.25).formatted(), UInt8(200).formatted())  // expect: 0.25 200
let amounts = [9.99, 1500, 0.5]
print(amounts.map { $0.formatted(.number.precision(.fractionLength(2))) })  // expect: ["9.99", "1,500.00", "0.50"]
