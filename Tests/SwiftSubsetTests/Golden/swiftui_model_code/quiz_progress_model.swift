// A quiz model tracks answers, score and progress, formatting progress as a percentage.
import Foundation
struct Question { let prompt: String; let choices: [String]; let answer: Int }
struct QuizModel {
    let questions: [Question]
    private(set) var index = 0
    private(set) var score = 0
    private(set) var answered: [Int: Bool] = [:]
    var current: Question? { questions.indices.contains(index) ? questions[index] : nil }
    var progress: Double { Double(index) / Double(questions.count) }
    var isFinished: Bool { current == nil }
    mutating func choose(_ choice: Int) {
        guard let q = current else { return }
        let correct = choice == q.answer
        if correct { score += 1 }
        answered[index] = correct
        index += 1
    }
}
var quiz = QuizModel(questions: [
    Question(prompt: "2 + 2", choices: ["3", "4"], answer: 1),
    Question(prompt: "Capital of Italy", choices: ["Rome", "Milan"], answer: 0),
    Question(prompt: "Swift's mascot", choices: ["Bird", "Fox"], answer: 0),
    Question(prompt: "0.1 + 0.2 == 0.3", choices: ["true", "false"], answer: 1),
])
for choice in [1, 1, 0] {
    print(quiz.current!.prompt, "->", quiz.current!.choices[choice])
    quiz.choose(choice)
}
// expect: 2 + 2 -> 4
// expect: Capital of Italy -> Milan
// expect: Swift's mascot -> Bird
print(quiz.progress.formatted(.percent), quiz.score, quiz.isFinished)  // expect: 75% 2 false
quiz.choose(1)
print(quiz.progress.formatted(.percent), "\(quiz.score)/\(quiz.questions.count)", quiz.isFinished)  // expect: 100% 3/4 true
print(quiz.answered[1]!, quiz.answered.values.filter { $0 }.count)  // expect: false 3
