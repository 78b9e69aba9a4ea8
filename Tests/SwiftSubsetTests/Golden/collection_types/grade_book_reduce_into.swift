// Reduce into dictionaries and nested collections for a grade book.
struct Grade { let student: String; let course: String; let score: Int }
let grades = [
    Grade(student: "ann", course: "math", score: 90),
    Grade(student: "bo", course: "math", score: 70),
    Grade(student: "ann", course: "art", score: 80),
    Grade(student: "bo", course: "art", score: 95),
    Grade(student: "cy", course: "math", score: 60),
]
let byStudent = grades.reduce(into: [String: [Int]]()) { $0[$1.student, default: []].append($1.score) }
for (student, scores) in byStudent.sorted(by: { $0.key < $1.key }) {
    let average = Double(scores.reduce(0, +)) / Double(scores.count)
    print(student, scores, average)
}
let best = Dictionary(grades.map { ($0.course, $0) }, uniquingKeysWith: { $0.score >= $1.score ? $0 : $1 })
print(best.keys.sorted().map { "\($0): \(best[$0]!.student)" })
let passed = grades.filter { $0.score >= 70 }.map(\.student)
print(Set(passed).sorted(), passed.count)
// expect: ann [90, 80] 85.0
// expect: bo [70, 95] 82.5
// expect: cy [60] 60.0
// expect: ["art: bo", "math: ann"]
// expect: ["ann", "bo"] 4
