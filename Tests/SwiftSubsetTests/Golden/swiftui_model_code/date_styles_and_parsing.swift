// Date styles with a fixed locale and time zone, DateFormatter styles and parsing, and dates compared, sorted and offset.
import Foundation
let utc = TimeZone(identifier: "UTC")!
let enUS = Locale(identifier: "en_US")
let launch = Date(timeIntervalSince1970: 1_700_000_000)
print(launch.formatted(Date.FormatStyle(date: .numeric, time: .omitted, locale: enUS, timeZone: utc)))  // expect: 11/14/2023
print(launch.formatted(Date.FormatStyle(date: .complete, time: .omitted, locale: enUS, timeZone: utc)))  // expect: Tuesday, November 14, 2023
let styled = DateFormatter()
styled.locale = enUS
styled.timeZone = utc
styled.dateStyle = .medium
styled.timeStyle = .none
print(styled.string(from: launch))  // expect: Nov 14, 2023
styled.dateStyle = .full
print(styled.string(from: launch.addingTimeInterval(-86_400)))  // expect: Monday, November 13, 2023
let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.timeZone = utc
parser.dateFormat = "yyyy-MM-dd"
let parsed = parser.date(from: "2024-02-29")!
print(parsed.timeIntervalSince1970, parser.date(from: "not a date") == nil)  // expect: 1709164800.0 true
let events = [parsed, launch, launch + 3_600]
print(events.sorted().map { parser.string(from: $0) })  // expect: ["2023-11-14", "2023-11-14", "2024-02-29"]
print(events.min()! == launch, (launch + 3_600) > launch, launch.timeIntervalSince(parsed) < 0)  // expect: true true true
print(Date.distantPast < launch, launch.formatted(.iso8601))  // expect: true 2023-11-14T22:13:20Z
