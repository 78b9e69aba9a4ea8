// A grade book: scores per student in a dictionary read in sorted order, averages, letter grades by range and the class's best and worst.
import Foundation

struct GradeBook {
    private var scores: [String: [Int]] = [:]

    mutating func record(_ score: Int, for student: String) {
        scores[student, default: []].append(score)
    }

    func average(of student: String) -> Double? {
        guard let list = scores[student], !list.isEmpty else { return nil }
        return Double(list.reduce(0, +)) / Double(list.count)
    }

    static func letter(for average: Double) -> Character {
        switch average {
        case 90...: return "A"
        case 80..<90: return "B"
        case 70..<80: return "C"
        case 60..<70: return "D"
        default: return "F"
        }
    }

    var students: [String] { scores.keys.sorted() }
}

var book = GradeBook()
let entries: [(String, Int)] = [("Maya", 92), ("Leo", 71), ("Maya", 88), ("Ivy", 55), ("Leo", 64), ("Ivy", 61), ("Maya", 97)]
for (name, score) in entries {
    book.record(score, for: name)
}

for name in book.students {
    let avg = book.average(of: name)!
    print(name, String(format: "%.2f", avg), GradeBook.letter(for: avg))
}
// expect: Ivy 58.00 F
// expect: Leo 67.50 D
// expect: Maya 92.33 A

print(book.average(of: "Nobody") as Any)
// expect: nil
let averages = book.students.map { ($0, book.average(of: $0) ?? 0) }
let best = averages.max { $0.1 < $1.1 }!
let worst = averages.min { $0.1 < $1.1 }!
print("best: \(best.0), worst: \(worst.0)")
// expect: best: Maya, worst: Ivy
let letters = averages.map { GradeBook.letter(for: $0.1) }
print(letters, String(letters))
// expect: ["F", "D", "A"] FDA
print((averages.map(\.1).reduce(0, +) / Double(averages.count)).rounded())
// expect: 73.0
