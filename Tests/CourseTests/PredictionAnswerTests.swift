import Testing
@testable import Course

/// How a learner's `:answer` (or a grader's `--answer ID=…`) is read
/// against a prediction's choices: by words, or by position — unless a
/// choice is itself a number, when a position would be ambiguous.
@Suite("Prediction answers: words, positions, numbers that are choices")
struct PredictionAnswerTests {
    func prediction(choices: String, answer: String = "1") throws -> Prediction {
        let text = LessonParserTests.lesson.replacingEvery("measure: instances(Counter)\nanswer: 1",
                                                          with: "choices: \(choices)\nanswer: \"\(answer)\"\nexpect:\n  - instances(Counter) == 1")
        #expect(text != LessonParserTests.lesson, "the mutation must apply")
        let lesson = try LessonParser.parse(file: "Lessons/01-tiny.md", text: text).get()
        return try #require(lesson.predictions.first)
    }

    @Test func choicesThatAreNumbersAreReadAsValuesNeverAsPositions() throws {
        let prediction = try prediction(choices: #"["2", "0", "1"]"#)
        #expect(prediction.choicesAreNumbers)
        #expect(prediction.normalize("1") == "1")
        #expect(prediction.normalize("2") == "2", "2 is the value 2, not the second choice (0)")
        #expect(prediction.normalize(" 0 ") == "0")
        #expect(prediction.normalize("3") == nil, "3 is no choice; it must not pick the third choice's 1")
        #expect(prediction.isRight("1"))
        #expect(!prediction.isRight("3"))
    }

    @Test func oneNumericChoiceTurnsPositionsOff() throws {
        let prediction = try prediction(choices: #"["20", "1", "(none)"]"#)
        #expect(prediction.choicesAreNumbers)
        #expect(prediction.normalize("3") == nil)
        #expect(prediction.normalize("(NONE)") == "(none)")
    }

    @Test func wordChoicesAreReadByWordsOrPosition() throws {
        let prediction = try prediction(choices: #"["none", "one", "two"]"#, answer: "one")
        #expect(!prediction.choicesAreNumbers)
        #expect(prediction.normalize("2") == "one")
        #expect(prediction.normalize("TWO") == "two")
        #expect(prediction.normalize("4") == nil)
        #expect(prediction.normalize("0") == nil)
    }
}
