// A stopwatch model records laps as Durations and formats them as minutes, seconds and tenths.
import Foundation
struct Stopwatch {
    private(set) var laps: [Duration] = []
    private var lastMark: Duration = .zero
    mutating func lap(at elapsed: Duration) {
        laps.append(elapsed - lastMark)
        lastMark = elapsed
    }
    var fastest: Duration? { laps.min() }
    var total: Duration { laps.reduce(.zero, +) }
    static func format(_ d: Duration) -> String {
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        return String(format: "%02d:%02d.%d", ms / 60_000, (ms / 1000) % 60, (ms % 1000) / 100)
    }
}
var watch = Stopwatch()
for mark in [62_400, 121_900, 185_000] { watch.lap(at: .milliseconds(mark)) }
print(watch.laps.map(Stopwatch.format))  // expect: ["01:02.4", "00:59.5", "01:03.1"]
print(Stopwatch.format(watch.fastest!))  // expect: 00:59.5
print(Stopwatch.format(watch.total))  // expect: 03:05.0
