import Testing
@testable import Course
import PackHash

@Suite("Lesson files: front matter, steps, fenced blocks by role")
struct LessonParserTests {
    static let lesson = """
        ---
        id: tiny-owner
        title: A tiny lesson
        concepts: [StateObject]
        minutes: 5
        ---

        # A tiny lesson

        Some *intro*.

        ## The code

        ```swift
        final class Counter: ObservableObject {
            @Published var count = 0
        }
        ```

        ```statelab
        :launch Home
        :tap Increment
        ```

        ```predict
        id: tiny-count
        question: How many counters?
        measure: instances(Counter)
        answer: 1
        ```

        ## Your turn

        ```swift
        struct Home: View {
            @<#wrapper#> var counter = Counter()
            var body: some View { Text("\\(counter.count)") }
        }
        ```

        ```exercise
        id: tiny-wrapper
        prompt: Which wrapper owns the counter?
        slot: wrapper
        choices: [State, StateObject, ObservedObject]
        answer: StateObject
        script: |
          :launch Home
        expect:
          - instances(Counter) == 1
        hints:
          - Who owns it?
        wrong:
          State: { explain: "not observed", tag: state-does-not-observe }
          ObservedObject: { explain: "nobody owns it", tag: observer-owns }
        ```
        """

    @Test func readsStepsAndBlocks() throws {
        let lesson = try LessonParser.parse(file: "Lessons/01-tiny.md", text: Self.lesson).get()
        #expect(lesson.id == "tiny-owner")
        #expect(lesson.minutes == 5)
        #expect(lesson.steps.map(\.title) == ["A tiny lesson", "The code", "Your turn"])
        #expect(lesson.steps[1].program.count == 1)
        #expect(lesson.steps[1].program[0].firstLine == 15)
        #expect(lesson.steps[1].commands.first?.lines.map(\.text) == [":launch Home", ":tap Increment"])
        #expect(lesson.steps[1].commands.first?.lines.first?.location.line == 21)
        let prediction = try #require(lesson.predictions.first)
        #expect(prediction.script.lines.count == 2)
        #expect(prediction.measure != nil)
        let exercise = try #require(lesson.exercises.first)
        #expect(exercise.code.role == .exercise)
        #expect(exercise.choices.map(\.name) == ["State", "StateObject", "ObservedObject"])
        #expect(exercise.choice(named: "State")?.tag == "state-does-not-observe")
        #expect(exercise.script.lines.first?.location.line == 48)
        #expect(exercise.script.lines.first?.location.column == 3)
        let program = exercise.program(for: try #require(exercise.choice(named: "StateObject")))
        #expect(program.contains("@StateObject var counter"))
        #expect(lesson.steps[2].program.isEmpty, "an exercise's code is not loaded when its step opens")
    }

    @Test(arguments: [
        ("id: tiny-owner\n", "choices: [State, StateObject, ObservedObject]", "choices: [State, StateObject]",
         "offers 2 choices", 45),
        ("", "  ObservedObject: { explain: \"nobody owns it\", tag: observer-owns }\n", "",
         "wrong choice `ObservedObject` needs", 53),
        ("", "  - instances(Counter) == 1", "  - instance(Counter) == 1", "did you mean `instances`", 50),
        ("", "  - instances(Counter) == 1", "  - instances(Counter, after: \"x\") == 1", "no parameter labelled `after:`", 50),
        ("", "measure: instances(Counter)", "measure: survives(Home.counter, after: \"x\")", "is not a measure", 28),
        ("", "minutes: 5\n", "", "needs `minutes:`", 1),
        ("", "answer: StateObject", "answer: Owner", "`Owner` is not one of the choices", 46),
        ("", "slot: wrapper", "slot: wrapping", "no `swift` block before this exercise holds <#wrapping#>", 44),
    ] as [(String, String, String, String, Int)])
    func reportsProblemsAtTheirLine(_ unused: String, find: String, replace: String, message: String, line: Int) {
        let text = Self.lesson.replacingEvery(find, with: replace)
        #expect(text != Self.lesson, "the mutation must apply")
        switch LessonParser.parse(file: "L.md", text: text) {
        case .success:
            Issue.record("expected a problem: \(message)")
        case .failure(let problems):
            let match = problems.diagnostics.first { $0.message.contains(message) }
            #expect(match != nil, "got: \(problems.diagnostics.map(\.description))")
            #expect(match?.location.line == line, "got: \(problems.diagnostics.map(\.description))")
        }
    }

    @Test func aBrokenLessonDoesNotTakeThePackDown() {
        let broken = Self.lesson.replacingEvery("answer: StateObject", with: "answer: Nope")
        let page = "---\nid: glossary\nkind: page\n---\n# Glossary\n\nowner: …\n"
        let pack = LessonPack(folder: "Lessons", files: [
            LessonFile(path: "01-good.md", text: Self.lesson),
            LessonFile(path: "02-broken.md", text: broken.replacingEvery("id: tiny-owner", with: "id: other")),
            LessonFile(path: "glossary.md", text: page),
            LessonFile(path: "README.md", text: "# not a lesson"),
        ])
        #expect(pack.lessons.map(\.id) == ["tiny-owner", "glossary"])
        #expect(pack.sequence.map(\.id) == ["tiny-owner"])
        #expect(pack.broken.map(\.file) == ["Lessons/02-broken.md"])
        #expect(pack.broken.first?.diagnostics.first?.location.line == 46)
    }

    @Test func duplicateIDsBreakTheLaterLesson() {
        let pack = LessonPack(folder: "P", files: [
            LessonFile(path: "a.md", text: Self.lesson),
            LessonFile(path: "b.md", text: Self.lesson.replacingEvery("id: tiny-owner", with: "id: second")),
        ])
        #expect(pack.lessons.map(\.id) == ["tiny-owner"])
        #expect(pack.broken.first?.diagnostics.first?.message.contains("already used at P/a.md") == true)
    }

    @Test func theContentHashIsSHA256OfTheFiles() {
        #expect(SHA256.hex(of: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(of: "") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let a = LessonPack(folder: "P", files: [LessonFile(path: "a.md", text: Self.lesson)])
        let b = LessonPack(folder: "P", files: [LessonFile(path: "a.md", text: Self.lesson + "\n")])
        #expect(a.contentHash != b.contentHash)
        #expect(a.contentHash.hasPrefix("sha256:"))
    }
    /// A lesson saved on Windows (or checked out with git's autocrlf) reads
    /// as the same lesson: its front matter, steps, items and places.
    @Test func aLessonWithWindowsLineEndsReadsTheSame() throws {
        let unix = PackValidatorTests.lesson
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        let a = try LessonParser.parse(file: "l.md", text: unix).get()
        let b = try LessonParser.parse(file: "l.md", text: windows).get()
        #expect(b.id == a.id && b.title == a.title)
        #expect(b.steps.map(\.title) == a.steps.map(\.title))
        #expect(b.steps.map { $0.program.map(\.text) } == a.steps.map { $0.program.map(\.text) })
        #expect(b.exercises.map(\.id) == a.exercises.map(\.id))
        #expect(b.exercises.map(\.location) == a.exercises.map(\.location))
        #expect(b.exercises.map(\.choices) == a.exercises.map(\.choices))
        #expect(b.predictions.map(\.id) == a.predictions.map(\.id))
        #expect("one\r\ntwo\n\r\nthree".lines() == ["one", "two", "", "three"])
    }
}
