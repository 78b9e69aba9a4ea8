// A grade book: grouping, averages, letter grades from ranges, ranking with ties
struct Score {
    let student: String
    let subject: String
    let points: Int
}

enum Letter: String, Comparable {
    case a = "A", b = "B", c = "C", d = "D", f = "F"

    init(average: Double) {
        switch average {
        case 90...: self = .a
        case 80..<90: self = .b
        case 70..<80: self = .c
        case 60..<70: self = .d
        default: self = .f
        }
    }

    static func < (l: Letter, r: Letter) -> Bool { l.rawValue > r.rawValue }
}

let scores = [
    Score(student: "Ada", subject: "Math", points: 95),
    Score(student: "Ada", subject: "Art", points: 88),
    Score(student: "Ben", subject: "Math", points: 72),
    Score(student: "Ben", subject: "Art", points: 91),
    Score(student: "Cy", subject: "Math", points: 58),
    Score(student: "Cy", subject: "Art", points: 64),
    Score(student: "Dee", subject: "Math", points: 81),
    Score(student: "Dee", subject: "Art", points: 98),
    Score(student: "Eve", subject: "Math", points: 88),
]

let byStudent = Dictionary(grouping: scores, by: \.student)
var averages: [(name: String, average: Double)] = byStudent.map { name, list in
    (name, Double(list.map(\.points).reduce(0, +)) / Double(list.count))
}
averages.sort { $0.average != $1.average ? $0.average > $1.average : $0.name < $1.name }

var rank = 0
var previous: Double? = nil
for (position, entry) in averages.enumerated() {
    if entry.average != previous { rank = position + 1 }
    previous = entry.average
    let letter = Letter(average: entry.average)
    print("\(rank). \(entry.name) \(entry.average) \(letter.rawValue)")
}

let subjects = Set(scores.map(\.subject)).sorted()
for subject in subjects {
    let points = scores.filter { $0.subject == subject }.map(\.points)
    let best = scores.filter { $0.subject == subject }.max { $0.points < $1.points }
    print(subject, points.min()!, points.max()!, best?.student ?? "-")
}

let letters = averages.map { Letter(average: $0.average) }
let counts = Dictionary(letters.map { ($0, 1) }, uniquingKeysWith: +)
for letter in counts.keys.sorted(by: >) {
    print(letter.rawValue, counts[letter]!)
}
print(letters.sorted().map(\.rawValue).joined())
let passed = averages.filter { $0.average >= 70 }.map(\.name)
print("passed: \(passed)")
print(averages.first!)

// expect: 1. Ada 91.5 A
// expect: 2. Dee 89.5 B
// expect: 3. Eve 88.0 B
// expect: 4. Ben 81.5 B
// expect: 5. Cy 61.0 D
// expect: Art 64 98 Dee
// expect: Math 58 95 Ada
// expect: A 1
// expect: B 3
// expect: D 1
// expect: DBBBA
// expect: passed: ["Ada", "Dee", "Eve", "Ben"]
// expect: (name: "Ada", average: 91.5)
