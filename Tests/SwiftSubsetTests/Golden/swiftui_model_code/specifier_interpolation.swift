// SwiftUI-style `\(value, specifier:)` interpolation formats numbers in text.
// swiftc-shim: specifier_interpolation
struct WorkoutSummary {
    var distanceKm: Double
    var minutes: Double
    var pace: Double { minutes / distanceKm }
    var lines: [String] {
        [
            "Distance: \(distanceKm, specifier: "%.1f") km",
            "Time: \(minutes, specifier: "%.0f") min",
            "Pace: \(pace, specifier: "%.2f") min/km",
        ]
    }
}
let summary = WorkoutSummary(distanceKm: 5.26, minutes: 31.5)
summary.lines.forEach { print($0) }
// expect: Distance: 5.3 km
// expect: Time: 32 min
// expect: Pace: 5.99 min/km
let count = 7
print("\(count, specifier: "%03d") items")  // expect: 007 items
