// Chat messages grouped by day: dates from fixed timestamps, formatting with a fixed locale and time zone, intervals between messages
import Foundation

struct Message {
    let sender: String
    let text: String
    let sent: Date
}

let base = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14 22:13:20 UTC
let messages = [
    Message(sender: "ann", text: "Are you up?", sent: base),
    Message(sender: "bo", text: "Yes", sent: base.addingTimeInterval(95)),
    Message(sender: "ann", text: "Lunch tomorrow?", sent: base.addingTimeInterval(3_600)),
    Message(sender: "bo", text: "Sure, noon", sent: base.addingTimeInterval(50_000)),
    Message(sender: "ann", text: "On my way", sent: base.addingTimeInterval(86_400 * 2 + 120)),
]

let dayFormatter = DateFormatter()
dayFormatter.locale = Locale(identifier: "en_US_POSIX")
dayFormatter.timeZone = TimeZone(identifier: "UTC")
dayFormatter.dateFormat = "yyyy-MM-dd"
let timeFormatter = DateFormatter()
timeFormatter.locale = Locale(identifier: "en_US_POSIX")
timeFormatter.timeZone = TimeZone(identifier: "UTC")
timeFormatter.dateFormat = "HH:mm"

let byDay = Dictionary(grouping: messages) { dayFormatter.string(from: $0.sent) }
for day in byDay.keys.sorted() {
    print("--- \(day) ---")
    for m in byDay[day]!.sorted(by: { $0.sent < $1.sent }) {
        print("  \(timeFormatter.string(from: m.sent)) \(m.sender): \(m.text)")
    }
}

func gapDescription(_ seconds: TimeInterval) -> String {
    switch seconds {
    case ..<60: return "\(Int(seconds))s"
    case ..<3_600: return "\(Int(seconds / 60))m"
    case ..<86_400: return "\(Int(seconds / 3_600))h"
    default: return "\(Int(seconds / 86_400))d"
    }
}
let gaps = zip(messages, messages.dropFirst()).map { gapDescription($1.sent.timeIntervalSince($0.sent)) }
print(gaps)
let last = messages.last!.sent
print(last > base, last.timeIntervalSince1970, base.distance(to: last))
let parsed = dayFormatter.date(from: "2023-11-16")!
print(parsed.timeIntervalSince1970, messages.filter { $0.sent >= parsed }.map(\.text))
print(dayFormatter.date(from: "not a date") as Any)

// expect: --- 2023-11-14 ---
// expect:   22:13 ann: Are you up?
// expect:   22:14 bo: Yes
// expect:   23:13 ann: Lunch tomorrow?
// expect: --- 2023-11-15 ---
// expect:   12:06 bo: Sure, noon
// expect: --- 2023-11-16 ---
// expect:   22:15 ann: On my way
// expect: ["1m", "58m", "12h", "1d"]
// expect: true 1700172920.0 172920.0
// expect: 1700092800.0 ["On my way"]
// expect: nil
