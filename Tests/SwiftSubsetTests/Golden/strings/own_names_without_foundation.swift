// A file without import Foundation may declare names Foundation would add: its own Date type, sqrt and capitalized
struct Date {
    var day: Int
}
func sqrt(_ x: Int) -> Int {
    var r = 0
    while (r + 1) * (r + 1) <= x { r += 1 }
    return r
}
extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
let today = Date(day: 6)
print(today.day) // expect: 6
print(sqrt(17)) // expect: 4
print("swift".capitalized) // expect: Swift
print("a b".split(separator: " ").count) // expect: 2
