// Sorting model objects by several keys with sort descriptors made of closures.
struct Employee {
    let name: String
    let team: String
    let salary: Int
}
typealias Comparator<T> = (T, T) -> Bool
func by<T, V: Comparable>(_ key: @escaping (T) -> V, descending: Bool = false) -> Comparator<T> {
    { descending ? key($0) > key($1) : key($0) < key($1) }
}
func combine<T>(_ comparators: [Comparator<T>]) -> Comparator<T> {
    { a, b in
        for c in comparators {
            if c(a, b) { return true }
            if c(b, a) { return false }
        }
        return false
    }
}
let staff = [
    Employee(name: "Ann", team: "iOS", salary: 100),
    Employee(name: "Bob", team: "Web", salary: 90),
    Employee(name: "Cid", team: "iOS", salary: 120),
    Employee(name: "Dee", team: "Web", salary: 90),
]
let sorted = staff.sorted(by: combine([by(\.team), by(\.salary, descending: true), by(\.name)]))
print(sorted.map(\.name))
let grouped = Dictionary(grouping: staff, by: \.team)
for team in grouped.keys.sorted() {
    print(team, grouped[team]!.map(\.salary).reduce(0, +))
}
// expect: ["Bob", "Dee", "Cid", "Ann"]
// expect: Web 180
// expect: iOS 220
