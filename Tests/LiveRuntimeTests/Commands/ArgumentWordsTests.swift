import LiveRuntime
import Testing

@Suite("Command arguments: words and quotes")
struct ArgumentWordsTests {
    @Test("splitting", arguments: [
        ("Increment", ["Increment"]),
        ("  two   words ", ["two", "words"]),
        ("\"Re-render parent\" now", ["Re-render parent", "now"]),
        ("'single \"quoted\"'", ["single \"quoted\""]),
        ("\"say \\\"hi\\\"\"", ["say \"hi\""]),
        ("back\\ slash", ["back slash"]),
        ("\"\"", [""]),
    ])
    func split(_ text: String, _ words: [String]) throws {
        #expect(try ArgumentWords.split(text) == words)
    }

    @Test func anUnclosedQuoteIsAnError() {
        #expect(throws: LiveCommandError.unterminatedQuote) { try ArgumentWords.split("\"Re-render") }
    }

    @Test func scanReportsTheWordBeingTyped() {
        let scan = ArgumentWords.scan("one \"Re-ren")
        #expect(scan.words == ["one"])
        #expect(scan.current == "Re-ren")
        #expect(scan.openQuote == "\"")
        #expect(scan.currentRawLength == 7)
        #expect(ArgumentWords.scan("one ").current == nil)
    }

    @Test func quotingRoundTrips() throws {
        for word in ["plain", "Re-render parent", "say \"hi\"", "back\\slash", ""] {
            #expect(try ArgumentWords.split(ArgumentWords.quoted(word)) == [word])
        }
        #expect(ArgumentWords.quoted("plain") == "plain")
    }

    @Test("the first word, and the rest as typed", arguments: [
        ("\"First name\" Ada Lovelace", "First name", " Ada Lovelace"),
        ("Name Ada", "Name", " Ada"),
        ("'it''s' x", "its", " x"),
        ("a\\ b c", "a b", " c"),
        ("alone", "alone", ""),
    ])
    func firstWord(_ text: String, _ word: String, _ rest: String) throws {
        let split = try ArgumentWords.firstWord(text)
        #expect(split.word == word)
        #expect(String(split.rest) == rest)
    }

    @Test func aFirstWordWithAnOpenQuoteIsAMistake() {
        #expect(throws: LiveCommandError.unterminatedQuote) { try ArgumentWords.firstWord("\"First name") }
    }
}
