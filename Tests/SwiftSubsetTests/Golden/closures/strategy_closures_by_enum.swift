// Closures as strategies in a struct, chosen by enum, with captured configuration.
import Foundation
enum Rounding { case up, down, nearest }
struct PriceFormatter {
    let currency: String
    let rounding: Rounding
    private var rounder: (Double) -> Int {
        switch rounding {
        case .up: return { Int($0.rounded(.up)) }
        case .down: return { Int($0.rounded(.down)) }
        case .nearest: return { Int($0.rounded()) }
        }
    }
    func format(_ value: Double) -> String { "\(currency)\(rounder(value))" }
}
let prices = [1.2, 2.5, 3.7]
for mode in [Rounding.up, .down, .nearest] {
    let f = PriceFormatter(currency: "$", rounding: mode)
    print(mode, prices.map(f.format))
}
var multipliers: [(Int) -> Int] = []
for factor in 1...3 { multipliers.append { $0 * factor } }
print(multipliers.map { $0(10) }, multipliers.reduce(1) { acc, f in f(acc) })
// expect: up ["$2", "$3", "$4"]
// expect: down ["$1", "$2", "$3"]
// expect: nearest ["$1", "$3", "$4"]
// expect: [10, 20, 30] 6
