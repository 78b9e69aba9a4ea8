import BuiltinLessons
import Foundation
import Testing
@testable import Course

/// Thousands of broken programs and lesson files, made by mutating the
/// golden programs and the built-in lessons with a seeded generator: every
/// one must end in a diagnostic with a place, or run within its budget —
/// never an internal error, a crash or a hang. The same mutations every run.
@Suite("Mutated programs and lessons")
struct MutationTests {
    static let golden: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SwiftSubsetTests/Golden").path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("_shims") }.sorted()
        return files.compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
    }()

    static let lessons: [String] = BuiltinLessons.files.filter { $0.path != "README.md" }.map(\.text)

    /// Tokens that break Swift and lesson files in interesting ways.
    static let fragments = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "<#slot#>", "@State ", "@StateObject ", "let ", "var ",
                            "self.", "await ", "try ", "?", "!", ".", ",", ":", "\n", "#", "```", "---\n", "- ", "  ", "\u{0}",
                            "struct X: View { var body: some View { X() } }\n", "while true {}\n", "func f() { f() }\nf()\n",
                            "expect:\n  - instances(X) == 1\n", "slot: x\n", "id: x\n", "\u{1B}[2J", "é", "😀", " \u{07}", "\u{0B}"]

    static func mutate(_ text: String, _ generator: inout Generator) -> String {
        var characters = Array(text)
        for _ in 0..<(1 + generator.next(3)) {
            guard !characters.isEmpty else { break }
            let at = generator.next(characters.count)
            switch generator.next(5) {
            case 0:
                characters.removeSubrange(at..<min(characters.count, at + 1 + generator.next(20)))
            case 1:
                characters.insert(contentsOf: Array(fragments[generator.next(fragments.count)]), at: at)
            case 2:
                characters = Array(characters.prefix(at))
            case 3:
                let end = min(characters.count, at + 1 + generator.next(60))
                characters.insert(contentsOf: characters[at..<end], at: end)
            default:
                let other = generator.next(characters.count)
                characters.swapAt(at, other)
            }
        }
        return String(characters)
    }

    /// The generator's seed: the suite's fixed one, or another to explore
    /// (`STATELAB_MUTATION_SEED=21 swift test --filter Mutated`).
    static func seed(_ fixed: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["STATELAB_MUTATION_SEED"].flatMap { UInt64($0) } ?? fixed
    }

    @Test func mutatedSwiftEndsInADiagnosticOrRunsWithinItsBudget() {
        var generator = Generator(seed: Self.seed(11))
        var tried = 0
        var diagnosed = 0
        for round in 0..<3 {
            for program in Self.golden {
                let mutant = Self.mutate(program, &generator)
                let outcome = HostileInput.swift(mutant, stepLimit: 5_000)
                tried += 1
                if outcome.diagnostics > 0 { diagnosed += 1 }
                #expect(outcome.violations.isEmpty, "round \(round): \(outcome.violations)\n\(mutant)")
            }
        }
        #expect(tried >= 1_500)
        #expect(diagnosed > tried / 3, "most mutants are broken, and are said to be")
    }

    @Test func mutatedLessonsAreProblemsWithPlacesOrLessonsThatLoad() {
        var generator = Generator(seed: Self.seed(12))
        var tried = 0
        for _ in 0..<40 {
            for lesson in Self.lessons {
                let mutant = Self.mutate(lesson, &generator)
                let outcome = HostileInput.lesson(mutant, stepLimit: 5_000)
                tried += 1
                #expect(outcome.violations.isEmpty, "\(outcome.violations)")
            }
        }
        #expect(tried >= 500)
    }
}

/// A small seeded generator (SplitMix64).
struct Generator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return bound <= 0 ? 0 : Int(z % UInt64(bound))
    }
}
