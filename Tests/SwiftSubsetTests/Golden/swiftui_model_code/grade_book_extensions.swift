// A grade book: a constrained Array extension for the mean, a switch expression over Double ranges returning Character, grouping and flatMap.
struct Student { let name: String; var scores: [Int] }
extension Array where Element == Int {
    var mean: Double { isEmpty ? 0 : Double(reduce(0, +)) / Double(count) }
}
func letter(for avg: Double) -> Character {
    switch avg {
    case 90...: "A"
    case 80..<90: "B"
    case 70..<80: "C"
    default: "F"
    }
}
var roster = [Student(name: "Ivy", scores: [95, 88, 92]), Student(name: "Max", scores: [72, 65, 80]), Student(name: "Ola", scores: [])]
roster[2].scores.append(85)
for s in roster.sorted(by: { $0.scores.mean > $1.scores.mean }) {
    print(s.name, s.scores.mean, letter(for: s.scores.mean))
}
let byLetter = Dictionary(grouping: roster) { letter(for: $0.scores.mean) }
print(byLetter.keys.sorted(), byLetter["A"]?.map(\.name) ?? [])
let best = roster.flatMap(\.scores).max()!
print(best, roster.map(\.scores.count))
// expect: Ivy 91.66666666666667 A
// expect: Ola 85.0 B
// expect: Max 72.33333333333333 C
// expect: ["A", "B", "C"] ["Ivy"]
// expect: 95 [3, 3, 1]
