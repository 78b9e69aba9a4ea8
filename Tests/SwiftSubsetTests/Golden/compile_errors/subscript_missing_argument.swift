// A subscript's second index left out: swiftc names the parameter, at the
// closing bracket.
struct Calendar2 {
    var notes: [String: String] = [:]
    subscript(month month: Int, day day: Int) -> String { notes["\(month)-\(day)"] ?? "" }
}
let cal = Calendar2()
print(cal[month: 3, day: 1].isEmpty)
print(cal[month: 3]) // expect error col 19: missing argument for parameter 'day' in subscript
