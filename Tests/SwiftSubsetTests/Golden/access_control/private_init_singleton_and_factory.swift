// A private initializer forces creation through static factories.
import Foundation
struct Percentage: CustomStringConvertible {
    private let value: Double
    private init(value: Double) { self.value = value }
    static func from(fraction: Double) -> Percentage? {
        (0...1).contains(fraction) ? Percentage(value: fraction * 100) : nil
    }
    static let full = Percentage(value: 100)
    var description: String { "\(Int(value.rounded()))%" }
}
print(Percentage.from(fraction: 0.256)!, Percentage.full)  // expect: 26% 100%
print(Percentage.from(fraction: 1.5) as Any)  // expect: nil
