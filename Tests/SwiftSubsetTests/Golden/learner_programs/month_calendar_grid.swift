// A month calendar printed as a grid: the weekday of the 1st from Zeller's congruence, leap years, right-aligned day numbers, and weeks split with stride.
func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
}

/// 0 = Sunday … 6 = Saturday.
func weekday(year: Int, month: Int, day: Int) -> Int {
    var y = year, m = month
    if m < 3 { m += 12; y -= 1 }
    let k = y % 100, j = y / 100
    let h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7
    return (h + 6) % 7
}

func calendar(year: Int, month: Int) -> [String] {
    let names = ["January", "February", "March", "April", "May", "June", "July",
                 "August", "September", "October", "November", "December"]
    var cells = Array(repeating: "  ", count: weekday(year: year, month: month, day: 1))
    for day in 1...daysIn(month: month, year: year) {
        cells.append(day < 10 ? " \(day)" : "\(day)")
    }
    var lines = ["\(names[month - 1]) \(year)", "Su Mo Tu We Th Fr Sa"]
    for start in stride(from: 0, to: cells.count, by: 7) {
        lines.append(cells[start..<min(start + 7, cells.count)].joined(separator: " "))
    }
    return lines
}

for line in calendar(year: 2024, month: 2) { print(line) }
print()
for line in calendar(year: 2026, month: 8) { print(line) }
print([1900, 2000, 2023, 2024].map(isLeap))
print(weekday(year: 2026, month: 12, day: 6), (1...12).map { daysIn(month: $0, year: 2025) }.reduce(0, +))

// expect: February 2024
// expect: Su Mo Tu We Th Fr Sa
// expect:              1  2  3
// expect:  4  5  6  7  8  9 10
// expect: 11 12 13 14 15 16 17
// expect: 18 19 20 21 22 23 24
// expect: 25 26 27 28 29
// expect:
// expect: August 2026
// expect: Su Mo Tu We Th Fr Sa
// expect:                    1
// expect:  2  3  4  5  6  7  8
// expect:  9 10 11 12 13 14 15
// expect: 16 17 18 19 20 21 22
// expect: 23 24 25 26 27 28 29
// expect: 30 31
// expect: [false, true, false, true]
// expect: 0 365
