import Testing
@testable import Course

/// check-lessons catches each kind of false claim, at its place.
@Suite("check-lessons: every claim of a lesson is proven by running it")
struct PackValidatorTests {
    static let lesson = """
        ---
        id: tiny-owner
        title: A tiny lesson
        minutes: 5
        ---

        # A tiny lesson

        One counter, one owner.

        ## The code

        ```swift
        final class Counter: ObservableObject {
            @Published var count = 0
            init() { print("Counter made") }
        }

        struct Home: View {
            @StateObject private var counter = Counter()
            var body: some View {
                Button("Increment") { counter.count += 1 }
            }
        }
        ```

        ```statelab
        :launch Home
        :tap Increment
        ```

        ```predict
        id: tiny-count
        question: How many counters are made?
        measure: instances(Counter)
        answer: 1
        ```

        ## Your turn

        ```swift
        final class Counter: ObservableObject {
            @Published var count = 0
        }

        struct Home: View {
            <#counter declaration#>
            var body: some View {
                VStack {
                    Text("\\(counter.count)")
                    Button("Add") { counter.count += 1 }
                }
            }
        }
        ```

        ```exercise
        id: tiny-wrapper
        prompt: Which wrapper owns the counter and shows each change?
        slot: counter declaration
        choices:
          StateObject: "@StateObject private var counter = Counter()"
          State: "@State private var counter = Counter()"
          plain let: "private let counter = Counter()"
        answer: StateObject
        script: |
          :launch Home
          :tap Add
        expect:
          - rerendered(Home, by: "Add")
          - instances(Counter) == 1
        hints:
          - Which wrappers re-render on @Published?
        wrong:
          State: { tag: state-does-not-observe, explain: "no re-render" }
          plain let: { tag: plain-property-does-not-observe, explain: "no re-render" }
        ```
        """

    func problems(_ find: String, _ replace: String) -> [LessonDiagnostic] {
        let text = Self.lesson.replacingEvery(find, with: replace)
        #expect(text != Self.lesson, "the mutation must apply")
        return PackValidator().validate(LessonPack(folder: "P", files: [LessonFile(path: "l.md", text: text)])).diagnostics
    }

    @Test func theFixtureLessonIsProven() {
        let report = PackValidator().validate(LessonPack(folder: "P", files: [LessonFile(path: "l.md", text: Self.lesson)]))
        #expect(report.passed, "\(report.diagnostics.map(\.description))")
        #expect(report.choicesRun == 3 && report.predictions == 1 && report.commandBlocks == 1)
    }

    @Test func aPredictionTheRuntimeContradicts() {
        let found = problems("answer: 1\n```", "answer: 2\n```")
        #expect(found.map(\.description) == ["P/l.md:32:1: error: prediction tiny-count says 2, but the runtime does otherwise"])
        #expect(found.first?.notes.first?.contains("Counter.init ran once") == true)
    }

    @Test func aWrongAnswerAndAChoiceThatPassesWrongly() {
        let found = problems("  - rerendered(Home, by: \"Add\")\n", "")
        #expect(found.map(\.description) == [
            "P/l.md:63:3: error: exercise tiny-wrapper: the wrong choice State passes every expectation — the expectations do not tell it apart",
            "P/l.md:64:3: error: exercise tiny-wrapper: the wrong choice plain let passes every expectation — the expectations do not tell it apart",
        ])
        let failing = problems("  - instances(Counter) == 1", "  - instances(Counter) == 2")
        #expect(failing.first?.message == "exercise tiny-wrapper: the accepted answer StateObject does not pass")
        #expect(failing.first?.notes.contains("✗ instances(Counter) == 2: Counter.init ran once; expected twice — event 6") == true,
                "\(failing.first?.notes ?? [])")
    }

    @Test func aStatelabLineThatFails() {
        let found = problems(":tap Increment", ":tap Decrement")
        #expect(found.first?.location.line == 29)
        #expect(found.first?.message == "`:tap Decrement` fails when run on its step's program")
        #expect(found.first?.scriptFailures.count == 1)
    }

    @Test func aProgramThatDoesNotLoad() {
        let found = problems("init() { print(\"Counter made\") }", "init() { print(\"Counter made\", undeclaredName) }")
        #expect(found.first?.message == "the program of the step \"The code\" does not load")
        #expect(found.first?.programErrors.first?.position.file == "P/l.md")
    }

    @Test func aSyntaxErrorInASwiftBlockIsPlacedInTheLessonFile() {
        let found = problems("final class Counter: ObservableObject {", "final class Counter: ObservableObject {{")
        #expect(found.contains { $0.location.line == 14 && $0.location.file == "P/l.md" }, "\(found.map(\.description))")
    }
}
