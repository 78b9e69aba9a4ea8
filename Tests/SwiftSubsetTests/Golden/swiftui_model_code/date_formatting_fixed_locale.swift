// Dates rendered with an explicit locale and time zone, so the text is the same everywhere.
import Foundation
let utc = TimeZone(identifier: "UTC")!
let enUS = Locale(identifier: "en_US")
let release = Date(timeIntervalSince1970: 1_700_000_000)
print(release.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: enUS, timeZone: utc)))  // expect: Nov 14, 2023
print(release.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: enUS, timeZone: utc)))  // expect: November 14, 2023
print(release.formatted(.iso8601))  // expect: 2023-11-14T22:13:20Z
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = utc
formatter.dateFormat = "yyyy-MM-dd HH:mm"
print(formatter.string(from: release))  // expect: 2023-11-14 22:13
let nextDay = release.addingTimeInterval(86_400)
print(formatter.string(from: nextDay))  // expect: 2023-11-15 22:13
print(nextDay > release, nextDay.timeIntervalSince(release))  // expect: true 86400.0
