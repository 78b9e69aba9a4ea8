import BuiltinLessons
import Foundation
import SwiftSubsetAST
import Testing
@testable import Course

@Suite("The built-in pack and the checker registry")
struct BuiltinPackTests {
    static let pack = LessonPack(folder: "Lessons", files: BuiltinLessons.files.map { LessonFile(path: $0.path, text: $0.text) })

    @Test func everyLessonLoadsAndTheEmbeddedFilesAreTheFolder() throws {
        #expect(Self.pack.broken.isEmpty, "\(Self.pack.broken.flatMap(\.diagnostics).map(\.description))")
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Lessons").path
        let onDisk = try LessonPack.load(directory: folder)
        #expect(onDisk.contentHash == Self.pack.contentHash, "the binary embeds Lessons/ as it is")
        // The hash taken at build time is the hash of what was embedded.
        #expect(BuiltinLessons.contentHash == Self.pack.contentHash)
        #expect(Self.pack.sequence.count >= 2)
    }

    /// Grading a built-in exercise parses no Swift: every text the pack
    /// runs was lowered when the pack was embedded (Plugins/LessonEmbedder
    /// reads the lessons by the same rules as `LessonParser`, which this
    /// test holds it to).
    @Test func everySwiftTextThePackRunsWasLoweredWhenItWasEmbedded() {
        let answers = BuiltinLessons.frontendAnswers
        func isLowered(_ text: String) -> Bool { answers.answer(to: FrontendWire.request(.lower, text: text)) != nil }
        #expect(!isLowered("let inNoLesson = 42\n"), "a text no lesson runs has no answer")
        func swiftLines(_ script: CommandScript) -> [String] { script.lines.filter { !$0.isCommand }.map(\.text) }
        var missing: [String] = []
        for lesson in Self.pack.lessons {
            var texts: [String] = []
            for step in lesson.steps {
                texts += step.program.map(\.text)
                texts += step.commands.flatMap(swiftLines)
            }
            for exercise in lesson.exercises {
                texts += exercise.expectations.map(\.text) + swiftLines(exercise.script)
                switch exercise.kind {
                case .choice: texts += exercise.choices.map { exercise.program(for: $0) }
                case .code: texts += [exercise.code.text] + (exercise.solution.map { [$0.text] } ?? [])
                }
            }
            for prediction in lesson.predictions {
                texts += prediction.expectations.map(\.text) + swiftLines(prediction.script)
            }
            missing += texts.filter { !isLowered($0) }.map { "\(lesson.id): \($0.prefix(60))" }
        }
        #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
        #expect(answers.count > 200)
    }

    /// A grader of named exercises reads only their lessons and, in them,
    /// only the named items; each one read so is the one the whole read
    /// finds. An id in no lesson makes the whole pack read, so it is
    /// reported with its nearest suggestion.
    /// The embedded table of `id: ` mentions finds the same files as
    /// searching every file's text does, for every id, a prefix of one,
    /// an id in no file and the empty id.
    @Test func theMentionTableFindsTheFilesASearchFinds() {
        let ids = Self.pack.lessons.flatMap { [$0.id] + $0.exercises.map(\.id) + $0.predictions.map(\.id) }
        #expect(ids.count > 20)
        for id in ids + ids.map { String($0.prefix(4)) } + ["no-such-item", "", "owner wrapper"] {
            let searched = Set(BuiltinLessons.files.filter { $0.text.utf8.contains(bytes: "id: " + id) }.map(\.path))
            #expect(BuiltinLessons.paths(mentioning: id) == searched, "id \(id)")
        }
        #expect(BuiltinLessons.paths(mentioning: "a\nb") == nil)
    }

    @Test func readingOnlyNamedItemsFindsThemAsTheWholeReadDoes() throws {
        let files = BuiltinLessons.files.map { LessonFile(path: $0.path, text: $0.text) }
        let lessons = Self.pack.sequence.filter { $0.exercises.count >= 2 && !$0.predictions.isEmpty }
        let lesson = try #require(lessons.first)
        let other = try #require(Self.pack.sequence.first { $0.id != lesson.id && !$0.exercises.isEmpty })
        let named = [lesson.exercises[1].id, other.exercises[0].id]
        let focused = LessonPack(folder: "Lessons", files: files, mentioning: named, itemsOnly: true,
                                 contentHash: BuiltinLessons.contentHash)
        #expect(focused.broken.isEmpty)
        #expect(focused.lessons.map(\.id).sorted() == [lesson.id, other.id].sorted())
        #expect(focused.lessons.flatMap(\.exercises).map(\.id).sorted() == named.sorted())
        #expect(focused.lessons.flatMap(\.predictions).isEmpty)
        for id in named {
            let read = try #require(focused.exercise(id: id)), whole = try #require(Self.pack.exercise(id: id))
            #expect(read.choices == whole.choices && read.accepted == whole.accepted && read.location == whole.location)
            #expect(focused.locate(item: id)?.step == Self.pack.locate(item: id)?.step)
        }
        let withUnknown = LessonPack(folder: "Lessons", files: files, mentioning: [named[0], "no-such-exercise"], itemsOnly: true)
        #expect(withUnknown.lessons.count == Self.pack.lessons.count)
        #expect(withUnknown.lessons.flatMap(\.exercises).count == Self.pack.lessons.flatMap(\.exercises).count)
    }

    @Test func checkLessonsProvesTheBuiltInPack() {
        let report = PackValidator().validate(Self.pack)
        #expect(report.passed, "\(report.diagnostics.map { $0.description + "\n" + $0.notes.joined(separator: "\n") })")
        // The course's measures (issue 11): twelve lessons or more and a
        // glossary page, 40 exercises, 30 predictions.
        #expect(Self.pack.sequence.count >= 12)
        #expect(Self.pack.lessons.contains { $0.id == "glossary" && $0.kind == .page })
        #expect(report.exercises >= 40)
        #expect(report.predictions >= 30)
    }

    /// Every file in Checkers/ that declares a checker or a measure is in
    /// the registry, and every registered name is unique.
    @Test func theRegistryListsEveryCheckerFile() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Course/Checkers").path
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        let declared = files.filter { $0.hasSuffix("Checker.swift") || $0.hasSuffix("Measure.swift") }
            .map { String($0.dropLast(".swift".count)) }
            .filter { $0 != "ComparisonChecker" && $0 != "Checker" }   // built by the parser from any measure, not called by name
        let registered = CheckerRegistry.checkers.map { String(describing: $0) } + CheckerRegistry.measures.map { String(describing: $0) }
        #expect(Set(declared) == Set(registered))
        #expect(Set(CheckerRegistry.names).count == CheckerRegistry.names.count)
        for checker in CheckerRegistry.checkers { #expect(!checker.summary.isEmpty && !checker.parameters.isEmpty) }
        for measure in CheckerRegistry.measures { #expect(!measure.summary.isEmpty) }
    }

    /// The guide's "complete small lesson" is a lesson check-lessons proves.
    @Test func theGuidesCompleteExampleIsProven() throws {
        let guide = BuiltinLessons.files.first { $0.path == "README.md" }?.text ?? ""
        let start = try #require(guide.range(of: "````markdown\n---\nid: tiny-owner"))
        let rest = guide[start.upperBound...]
        let end = try #require(rest.range(of: "\n````\n"))
        let example = "---\nid: tiny-owner" + rest[..<end.lowerBound] + "\n"
        let pack = LessonPack(folder: "guide", files: [LessonFile(path: "01-tiny.md", text: String(example))])
        let report = PackValidator().validate(pack)
        #expect(report.passed, "\(report.diagnostics.map(\.description))")
        #expect(report.exercises == 1 && report.predictions == 1)
    }

    /// Lessons/README.md documents every checker and measure.
    @Test func theAuthorsGuideDocumentsEveryChecker() throws {
        let guide = BuiltinLessons.files.first { $0.path == "README.md" }?.text ?? ""
        for name in CheckerRegistry.names {
            #expect(guide.contains("`\(name)("), "Lessons/README.md does not document \(name)")
        }
    }
}
