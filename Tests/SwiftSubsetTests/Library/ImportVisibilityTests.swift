import SwiftSubset
import StateLabTestSupport
import Testing

/// Foundation's and Dispatch's API is visible only to code that imports
/// the module (or one that re-exports it), as in swiftc; a program's own
/// declarations of the same names are its own.
@Suite("Library API of a module the program did not import is refused in swiftc's words")
struct ImportVisibilityTests {
    /// Each use of Foundation or Dispatch API, marked where swiftc reports
    /// it when the file imports nothing, with swiftc's message.
    static let uses: [(source: String, message: String)] = [
        ("let d = 1️⃣Date()\n", "cannot find 'Date' in scope"),
        ("let n = 1️⃣Date.now\n", "cannot find 'Date' in scope"),
        ("let id = 1️⃣UUID()\n", "cannot find 'UUID' in scope"),
        ("let f = 1️⃣DateFormatter()\n", "cannot find 'DateFormatter' in scope"),
        ("let s: Set<Int> = []\nlet set = 1️⃣CharacterSet.letters\n", "cannot find 'CharacterSet' in scope"),
        ("let t: 1️⃣TimeInterval = 2\n", "cannot find type 'TimeInterval' in scope"),
        ("let parts = \"a b\".1️⃣components(separatedBy: \" \")\n", "value of type 'String' has no member 'components'"),
        ("let s = \" a \"\nlet t = s.1️⃣trimmingCharacters(in: .whitespaces)\n",
         "value of type 'String' has no member 'trimmingCharacters'"),
        ("let s = \"a\".1️⃣replacingOccurrences(of: \"a\", with: \"b\")\n",
         "value of type 'String' has no member 'replacingOccurrences'"),
        ("let s = \"ada\".1️⃣capitalized\n", "value of type 'String' has no member 'capitalized'"),
        ("let x = 2.5\nlet s = x.1️⃣formatted()\n", "value of type 'Double' has no member 'formatted'"),
        ("let r = 1️⃣pow(2.0, 3.0)\n", "cannot find 'pow' in scope"),
        ("let f = [1.0, 4.0].map(1️⃣sqrt)\n", "cannot find 'sqrt' in scope"),
        ("1️⃣DispatchQueue.main.async { print(1) }\n", "cannot find 'DispatchQueue' in scope"),
        ("let e = 1️⃣JSONEncoder()\n", "cannot find 'JSONEncoder' in scope"),
        ("let d = 1️⃣Data()\n", "cannot find 'Data' in scope"),
        ("let u = 1️⃣URL(string: \"https://example.com\")\n", "cannot find 'URL' in scope"),
    ]

    @Test("refused without an import, at swiftc's place", arguments: uses.indices)
    func refusedWithoutImport(index: Int) {
        assertDiagnostic(Self.uses[index].source, message: Self.uses[index].message)
    }

    @Test("accepted with import Foundation", arguments: uses.indices)
    func acceptedWithFoundation(index: Int) {
        let source = "import Foundation\n" + Self.uses[index].source.replacingOccurrences(of: "1️⃣", with: "")
        let (_, diagnostics) = evaluate(source)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test("an import at the prompt holds for the later entries of the session")
    func importAtThePromptHolds() {
        let buffer = OutputBuffer()
        let session = Interpreter { buffer.append($0) }
        guard case .failure(let refused) = session.evaluate("let a = \"x,y\".components(separatedBy: \",\")", file: "<repl>") else {
            Issue.record("components(separatedBy:) was accepted before import Foundation")
            return
        }
        #expect(refused.map(\.message) == ["value of type 'String' has no member 'components'"])
        #expect(session.evaluate("import Foundation", file: "<repl>") == .success)
        #expect(session.evaluate("print(\"x,y\".components(separatedBy: \",\"))", file: "<repl>") == .success)
        #expect(buffer.text == "[\"x\", \"y\"]\n")
    }

    @Test("import Dispatch brings DispatchQueue but not Foundation's Date")
    func dispatchAlone() {
        let (_, accepted) = evaluate("import Dispatch\nDispatchQueue.main.async { print(1) }\n")
        #expect(accepted.isEmpty, "\(accepted.map(\.message))")
        assertDiagnostic("import Dispatch\nlet d = 1️⃣Date()\n", message: "cannot find 'Date' in scope")
    }

    @Test("a program's own Date, sqrt and capitalized need no import")
    func ownNamesAreTheProgramsOwn() {
        assertEvaluates("""
            struct Date { var day: Int }
            func sqrt(_ x: Int) -> Int { x / 2 }
            extension String { var capitalized: String { uppercased() } }
            print(Date(day: 3).day, sqrt(8), "ab".capitalized)

            """, prints: "3 4 AB\n")
    }
}
