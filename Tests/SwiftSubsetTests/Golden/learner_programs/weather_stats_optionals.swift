// Weather readings with missing values: optionals filtered with compactMap, statistics with guard, optional chaining on the last reading, and ?? defaults.
import Foundation

struct Reading {
    let day: String
    let high: Double?
    let low: Double?
    let note: String?
}

let week = [
    Reading(day: "Mon", high: 21.5, low: 12, note: nil),
    Reading(day: "Tue", high: nil, low: 11.5, note: "sensor offline"),
    Reading(day: "Wed", high: 25, low: 14.25, note: "sunny"),
    Reading(day: "Thu", high: 19, low: nil, note: nil),
    Reading(day: "Fri", high: 23.75, low: 13, note: "windy"),
]

func stats(_ values: [Double]) -> (min: Double, max: Double, mean: Double)? {
    guard let lo = values.min(), let hi = values.max() else { return nil }
    return (lo, hi, values.reduce(0, +) / Double(values.count))
}

let highs = week.compactMap(\.high)
let lows = week.compactMap { $0.low }
print(highs.count, lows.count)
// expect: 4 4
if let s = stats(highs) {
    print("highs:", s.min, s.max, String(format: "%.2f", s.mean))
}
// expect: highs: 19.0 25.0 22.31
print(stats([]) == nil, stats(lows).map { $0.max - $0.min } ?? -1)
// expect: true 2.75
let spreads = week.map { r -> String in
    guard let h = r.high, let l = r.low else { return "\(r.day): ?" }
    return "\(r.day): \(h - l)"
}
print(spreads)
// expect: ["Mon: 9.5", "Tue: ?", "Wed: 10.75", "Thu: ?", "Fri: 10.75"]
print(week.last?.note?.uppercased() ?? "none", week.first?.note?.count as Any, week.filter { $0.note != nil }.map(\.day))
// expect: WINDY nil ["Tue", "Wed", "Fri"]
let warmest = week.max { ($0.high ?? -.infinity) < ($1.high ?? -.infinity) }
print(warmest?.day ?? "-", warmest?.high as Any)
// expect: Wed Optional(25.0)
