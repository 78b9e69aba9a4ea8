// A quiz game: questions as structs with a closure-free answer check, multiple choice and numeric tolerance, a scored round and a report card.
import Foundation

enum Answer {
    case choice(Int)
    case number(Double)
    case text(String)
}

struct Question {
    let prompt: String
    let points: Int
    let expected: Answer

    func grade(_ given: Answer) -> Bool {
        switch (expected, given) {
        case let (.choice(a), .choice(b)): return a == b
        case let (.number(a), .number(b)): return abs(a - b) < 0.01
        case let (.text(a), .text(b)):
            return a.lowercased() == b.trimmingCharacters(in: .whitespaces).lowercased()
        default: return false
        }
    }
}

struct Round {
    let questions: [Question]
    private(set) var score = 0
    private(set) var log: [String] = []

    init(questions: [Question]) { self.questions = questions }

    mutating func answer(_ given: [Answer]) {
        for (q, a) in zip(questions, given) {
            let ok = q.grade(a)
            if ok { score += q.points }
            log.append("\(ok ? "✓" : "✗") \(q.prompt)")
        }
    }

    var maxScore: Int { questions.map(\.points).reduce(0, +) }
    var percent: Double { Double(score) / Double(maxScore) * 100 }
}

let questions = [
    Question(prompt: "2 + 2 = ?", points: 1, expected: .number(4)),
    Question(prompt: "Capital of France", points: 2, expected: .text("Paris")),
    Question(prompt: "Pick the prime: 1) 4 2) 9 3) 7", points: 2, expected: .choice(3)),
    Question(prompt: "pi to 2 places", points: 3, expected: .number(3.14)),
]
var round = Round(questions: questions)
round.answer([.number(4.0), .text("  paris "), .choice(2), .number(3.1416)])
round.log.forEach { print($0) }
// expect: ✓ 2 + 2 = ?
// expect: ✓ Capital of France
// expect: ✗ Pick the prime: 1) 4 2) 9 3) 7
// expect: ✓ pi to 2 places
print("\(round.score)/\(round.maxScore) = \(String(format: "%.1f", round.percent))%")
// expect: 6/8 = 75.0%
var second = Round(questions: questions)
second.answer([.text("4"), .choice(1)])
print(second.score, second.log.count, second.percent)
// expect: 0 2 0.0
