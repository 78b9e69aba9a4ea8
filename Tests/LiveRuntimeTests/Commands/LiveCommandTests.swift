import LiveRuntime
import Testing

/// Command lines read into typed commands, as the console, a test's
/// scenario and a lesson's script all read them.
@Suite("Live commands read from a line")
struct LiveCommandTests {
    static let screen = ScreenLabels(buttons: ["Re-render parent", "OK"], fields: ["First name", "Name"], toggles: ["Dark mode"])

    @Test("each command, with its arguments as the console reads them", arguments: [
        (":launch", LiveCommand.launch(view: nil, singlePass: false)),
        (":launch Home --single-pass", .launch(view: "Home", singlePass: true)),
        (":launch Detail(userId: \"42\", tab: 2)", .launch(view: "Detail(userId: \"42\", tab: 2)", singlePass: false)),
        (":launch --single-pass Detail(userId: \"a b\")", .launch(view: "Detail(userId: \"a b\")", singlePass: true)),
        (":launch Detail(userId: \"7\") --single-pass", .launch(view: "Detail(userId: \"7\")", singlePass: true)),
        (":tap Re-render parent", .tap("Re-render parent")),
        (":tap \"Re-render parent\"", .tap("Re-render parent")),
        ("  :tap OK  ", .tap("OK")),
        (":type First name Ada", .type(field: "First name", text: "Ada")),
        (":type Name \"Ada Lovelace\"", .type(field: "Name", text: "Ada Lovelace")),
        (":type Name \"\"", .type(field: "Name", text: "")),
        (":toggle Dark mode", .toggle("Dark mode")),
        (":back", .back),
        (":delete pear", .delete(row: "pear")),
        (":wait 300ms", .wait(nanoseconds: 300_000_000)),
        (":wait 1.5s", .wait(nanoseconds: 1_500_000_000)),
        (":settle", .settle),
        (":pick Flavor Mint chip", .pick(control: "Flavor", option: "Mint chip")),
        (":increment Quantity", .increment("Quantity")),
        (":decrement \"Quantity: 3\"", .decrement("Quantity: 3")),
        (":slide Volume 0.25", .slide(control: "Volume", value: 0.25)),
        (":tab Settings", .tab("Settings")),
        (":refresh", .refresh),
    ])
    func reads(_ line: String, _ command: LiveCommand) throws {
        #expect(try LiveCommand(parsing: line, screen: Self.screen) == command)
    }

    @Test func aBareLabelIsReadAgainstWhatIsOnScreen() throws {
        #expect(try LiveCommand(parsing: ":type First name Ada", screen: ScreenLabels()) == .type(field: "First", text: "name Ada"))
    }

    @Test("what cannot be read says why, as a value", arguments: [
        (":frob", LiveCommandError.unknownCommand("frob")),
        ("tap OK", .unknownCommand("tap OK")),
        (":tap", .missingArgument(.tap)),
        (":type Name", .missingArgument(.type)),
        (":back now", .unexpectedArgument(.back, argument: "now")),
        (":launch A B", .extraArgument(.launch, argument: "B")),
        (":launch --twice", .unknownOption(.launch, option: "--twice")),
        (":tap \"Re-render", .unterminatedQuote),
        (":wait 3 s", .invalidDuration("3 s", .notTogether(together: "3s"))),
        (":slide Volume loud", .notANumber(.slide, "loud")),
        (":pick Flavor", .missingArgument(.pick)),
        (":scroll", .missingArgument(.scroll)),
        (":scroll to", .missingArgument(.scroll)),
        (":scroll sideways", .unknownScrollDirection("sideways")),
        (":scroll down 3", .extraArgument(.scroll, argument: "3")),
    ])
    func refuses(_ line: String, _ error: LiveCommandError) {
        #expect(throws: error) { try LiveCommand(parsing: line, screen: Self.screen) }
    }

    @Test("scroll targets: a direction, an end, or a label (quoted or bare)", arguments: [
        (":scroll down", ScrollTarget.down), (":scroll Up", .up), (":scroll top", .top), (":scroll bottom", .bottom),
        (":scroll left", .left), (":scroll right", .right), (":scroll to Item 40", .to("Item 40")),
        (":scroll to \"Done in Read\"", .to("Done in Read")),
    ])
    func scrollTargets(_ line: String, _ target: ScrollTarget) throws {
        #expect(try LiveCommand(parsing: line, screen: Self.screen) == .scroll(target))
    }

    @Test("scene phases: each case, in any case; another word is refused")
    func scenePhases() throws {
        #expect(try LiveCommand(parsing: ":phase background", screen: Self.screen) == .phase(.background))
        #expect(try LiveCommand(parsing: ":phase Inactive", screen: Self.screen) == .phase(.inactive))
        #expect(try LiveCommand(parsing: ":phase active", screen: Self.screen) == .phase(.active))
        refuses(":phase asleep", .unknownScenePhase("asleep"))
        refuses(":phase", .missingArgument(.phase))
    }

    @Test func everyNameReadsBack() throws {
        for name in LiveCommand.Name.allCases {
            let arguments = [.tap: "OK", .type: "Name Ada", .toggle: "Dark mode", .delete: "pear", .move: "pear 2", .wait: "1s",
                             .pick: "Flavor Mint", .increment: "Quantity", .decrement: "Quantity", .slide: "Volume 0.5",
                             .tab: "Home", .scroll: "down", .submit: "Name", .phase: "background"][name] ?? ""
            #expect(try LiveCommand(name, arguments: arguments, screen: Self.screen).name == name)
        }
    }
}
