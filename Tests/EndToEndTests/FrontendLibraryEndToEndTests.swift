import Foundation
import StateLabTestSupport
import Testing

/// The executable parses Swift through the frontend beside it — on Linux a
/// service process (statelab-service, which loads libStateLabFrontend.so),
/// elsewhere the library loaded on demand — and the built-in lessons' Swift
/// was lowered when they were embedded. So a `statelab` copied alone,
/// without them, still grades every built-in exercise and prediction —
/// which proves that grading them parses nothing — and says clearly what is
/// missing when it must parse a learner's Swift.
@Suite("The frontend library, end to end")
struct FrontendLibraryEndToEndTests {
    let folder: TemporaryDirectory
    /// `statelab` copied into `folder`, without the frontend library.
    let alone: String
    var environment: [String: String] { IsolatedEnvironment.make(home: folder.path) }

    init() throws {
        folder = try TemporaryDirectory(prefix: "statelab-alone")
        alone = folder.path + "/statelab"
        try FileManager.default.copyItem(atPath: try StateLabBinary.path(), toPath: alone)
    }

    func statelab(_ arguments: [String]) throws -> ProcessRun {
        try ProcessRun.statelab(arguments, environment: environment, directory: folder.path, binary: alone)
    }

    /// Answers files: the accepted answers (and every prediction's), then,
    /// round by round, every choice of every exercise.
    func answerFiles() throws -> (right: String, rounds: [String]) {
        let listing = try statelab(["lessons", "--reveal", "--format", "json"])
        let json = try #require(JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [String: Any])
        let lessons = try #require(json["lessons"] as? [[String: Any]])
        var right: [String] = []
        var rounds: [[String]] = []
        for lesson in lessons {
            for exercise in lesson["exercises"] as? [[String: Any]] ?? [] where exercise["kind"] as? String == "choice" {
                let id = try #require(exercise["id"] as? String)
                let choices = exercise["choices"] as? [String] ?? []
                right.append("\(id): \(try #require((exercise["answers"] as? [String])?.first))")
                for (index, choice) in choices.enumerated() {
                    if rounds.count <= index { rounds.append([]) }
                    rounds[index].append("\(id): \(choice)")
                }
            }
            for prediction in lesson["predictions"] as? [[String: Any]] ?? [] {
                if let id = prediction["id"] as? String, let answer = prediction["answer"] as? String, !answer.contains(":") {
                    right.append("\(id): \(answer)")
                }
            }
        }
        #expect(right.count > 60 && rounds.count >= 3)
        return (right.joined(separator: "\n") + "\n", rounds.map { $0.joined(separator: "\n") + "\n" })
    }

    @Test("every built-in exercise and prediction is graded without the library")
    func theBuiltInCourseIsGradedWithoutTheLibrary() throws {
        let (right, rounds) = try answerFiles()
        let graded = try statelab(["grade", "--answers", try folder.write(right, to: "right.txt")])
        #expect(!Self.mentionsTheFrontend(graded), "\(graded.standardOutput)")
        let failed = graded.standardOutput.split(separator: "\n").filter { $0.hasPrefix("✗") && !$0.hasSuffix("not answered") }
        #expect(failed.isEmpty, "\(failed.joined(separator: "\n"))")
        for (index, round) in rounds.enumerated() {
            let run = try statelab(["grade", "--answers", try folder.write(round, to: "round\(index).txt")])
            #expect(!Self.mentionsTheFrontend(run), "choice \(index + 1) of each exercise: \(run.standardOutput)")
        }
    }

    @Test("Swift that was not lowered at build time names the missing library and how to build it")
    func aLearnersSwiftNeedsTheLibrary() throws {
        try folder.write("print(\"hello\")\n", to: "hello.swift")
        let run = try statelab(["run", "hello.swift"])
        #expect(run.status != 0)
        #if os(Linux)
        #expect(run.standardError.contains("\(folder.path)/statelab-service, is missing"), "\(run.standardError)")
        #expect(run.standardError.contains("swift build --product statelab-service"))
        #else
        #expect(run.standardError.contains("\(folder.path)/libStateLabFrontend.dylib, is missing"), "\(run.standardError)")
        #endif
        #expect(run.standardError.contains("swift build --product StateLabFrontend"))
    }

    static func mentionsTheFrontend(_ run: ProcessRun) -> Bool {
        ["libStateLabFrontend", "statelab-service"].contains { run.standardOutput.contains($0) || run.standardError.contains($0) }
    }
}
