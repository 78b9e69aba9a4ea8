// A program's own Collection that gives only startIndex, endIndex, index(after:) and a subscript: Swift walks it by index (IndexingIterator) for count, Array and for-in.
struct Week: Collection {
    let days = ["Mon", "Tue", "Wed"]
    var startIndex: Int { 0 }
    var endIndex: Int { days.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { days[i].uppercased() }
}
let week = Week()
print(week.count, Array(week), week.first ?? "-")
for day in week where day != "TUE" {
    print(day)
}
// expect: 3 ["MON", "TUE", "WED"] MON
// expect: MON
// expect: WED
