import LiveRuntime
import StateLabTestSupport
import SwiftSubset
import Testing

/// Sessions in one process share what is the same for all of them (the
/// grouping by name of the library's registrations, `RegistrationIndex`),
/// never what a program made: a program's extension of a library type,
/// its own type named like a library one, and a conformance it adds to a
/// library type are gone in the next session.
@Suite("Sessions do not see one another")
struct SessionIsolationTests {
    /// What a fresh session says to `program`: its output, or its first
    /// diagnostic's message.
    func load(_ program: String) -> String {
        var output = ""
        let session = Session { output += $0 }
        switch session.evaluate(program, file: "main.swift") {
        case .success: return output
        case .failure(let diagnostics): return "error: " + (diagnostics.first?.message ?? "")
        }
    }

    @Test func anExtensionOfAStandardTypeStaysInItsSession() {
        #expect(load("""
            extension String { var shout: String { uppercased() + "!" } }
            print("hi".shout, "hi".count)
            """) == "HI! 2\n")
        #expect(load(#"print("hi".shout)"#) == "error: value of type 'String' has no member 'shout'")
        #expect(load(#"print("hi".uppercased(), "hi".count)"#) == "HI 2\n")
    }

    @Test func anExtensionOfViewStaysInItsSession() {
        #expect(load("""
            import SwiftUI
            extension View { func card() -> some View { padding() } }
            let card = Text("a").card()
            print("made")
            """) == "made\n")
        #expect(load("""
            import SwiftUI
            let card = Text("a").card()
            """) == "error: value of type 'Text' has no member 'card'")
    }

    @Test func aProgramTypeNamedLikeALibraryTypeStaysInItsSession() {
        #expect(load("""
            struct Text { let words: Int }
            print(Text(words: 3).words)
            """) == "3\n")
        #expect(load("""
            import SwiftUI
            let text = Text("a")
            print(type(of: text))
            """) == "Text\n")
    }

    @Test func aConformanceAddedToALibraryTypeStaysInItsSession() {
        #expect(load("""
            extension Int: @retroactive Identifiable { public var id: Int { self } }
            print(5.id)
            """) == "5\n")
        #expect(load("print(5.id)") == "error: value of type 'Int' has no member 'id'")
    }

    /// The tables a session reads name by name after other sessions have
    /// grouped the library's registrations are the tables built whole.
    @Test func tablesReadByNameAfterOtherSessionsAreTheWholeTables() {
        for _ in 0..<2 { _ = load("print([3, 1, 2].sorted().map { $0 * 2 }, \"ab\".uppercased())") }
        let whole = Session { _ in }, byName = Session { _ in }
        let (names, differences) = compareNativeTablesWholeAndByName(whole: whole.interpreter, byName: byName.interpreter)
        #expect(differences == [])
        #expect(names > 800)
    }
}
