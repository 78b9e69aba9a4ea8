// A contacts list searched by case-insensitive contains and hasPrefix, grouped into sections by initial, and counted by city with a tie-breaking sort.
struct Contact { let first: String; let last: String; let city: String }
let contacts = [Contact(first: "Ana", last: "Bell", city: "Oslo"), Contact(first: "Ben", last: "Abel", city: "Rome"),
                Contact(first: "Cal", last: "Bond", city: "Oslo"), Contact(first: "Dee", last: "Cruz", city: "Lima")]
func search(_ q: String) -> [Contact] {
    guard !q.isEmpty else { return contacts }
    let lower = q.lowercased()
    return contacts.filter { $0.first.lowercased().contains(lower) || $0.last.lowercased().hasPrefix(lower) }
}
print(search("b").map(\.first), search("").count, search("zz").isEmpty)
let sections = Dictionary(grouping: contacts) { String($0.last.prefix(1)) }
for key in sections.keys.sorted() {
    print(key, sections[key]!.map { "\($0.first) \($0.last)" })
}
let cities = contacts.map(\.city)
print(Array(Set(cities)).sorted(), cities.firstIndex(of: "Oslo")!, cities.lastIndex(of: "Oslo")!)
let byCity = contacts.reduce(into: [String: Int]()) { $0[$1.city, default: 0] += 1 }
print(byCity.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map(\.key))
// expect: ["Ana", "Ben", "Cal"] 4 true
// expect: A ["Ben Abel"]
// expect: B ["Ana Bell", "Cal Bond"]
// expect: C ["Dee Cruz"]
// expect: ["Lima", "Oslo", "Rome"] 0 2
// expect: ["Oslo", "Lima", "Rome"]
