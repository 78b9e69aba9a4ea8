import LiveRuntime
import Testing

@Suite("Labels of buttons, fields and toggles as commands read them")
struct LabelArgumentTests {
    static let onScreen = ["Re-render parent", "Reset all views", "First name", "Name", "OK"]

    @Test("quoted or bare, a label is read as the screen shows it", arguments: [
        ("Re-render parent", "Re-render parent"),
        ("\"Re-render parent\"", "Re-render parent"),
        ("'Re-render parent'", "Re-render parent"),
        ("Reset \"all views\"", "Reset all views"), // as Tab completes the rest of a long label
        ("Don't save", "Don't save"), // an apostrophe is not a quote in a bare label
        ("Missing  label", "Missing  label"), // not on screen: as typed, for the runtime to report
        ("\"Say \\\"hi\\\"\"", "Say \"hi\""),
    ])
    func label(_ typed: String, _ label: String) throws {
        #expect(try LabelArgument.label(typed, onScreen: Self.onScreen) == label)
    }

    @Test func anOpenQuoteIsAMistake() {
        #expect(throws: LiveCommandError.unterminatedQuote) { try LabelArgument.label("\"Re-render", onScreen: []) }
    }

    @Test(":type's label, then its text", arguments: [
        ("\"First name\" Ada Lovelace", "First name", "Ada Lovelace" as String?),
        ("First name Ada", "First name", "Ada"),
        ("Name \"Ada Lovelace\"", "Name", "Ada Lovelace"),
        ("Name \"\"", "Name", ""),
        ("Name  Ada  ", "Name", "Ada"),
        ("Name", "Name", nil),
        ("Email a@b.c", "Email", "a@b.c"),
        ("Name \"Ada\" Lovelace", "Name", "\"Ada\" Lovelace"),
    ])
    func labelAndText(_ typed: String, _ label: String, _ text: String?) throws {
        let split = try LabelArgument.labelAndText(typed, onScreen: Self.onScreen)
        #expect(split.label == label)
        #expect(split.text == text)
    }
}
