import Testing
@testable import Course

/// Text table columns: a text is filled with spaces or cut to a length
/// counted in UTF-16 units, as NSString's `padding(toLength:withPad:startingAt:)` does.
@Suite("Padding a column")
struct TextLayoutTests {
    @Test("Fills short texts and cuts long ones, counting UTF-16 units", arguments: [
        ("abc", 5, "abc  "), ("abc", 3, "abc"), ("abc", 2, "ab"), ("abc", 0, ""), ("", 2, "  "),
        ("é1", 3, "é1 "), ("🐦x", 3, "🐦x"), ("🐦x", 4, "🐦x "), ("abc", -1, ""),
    ])
    func padsToLength(text: String, length: Int, expected: String) {
        #expect(text.padded(toLength: length) == expected)
    }
}
