import Console
import StateLabTestSupport
import Testing

/// Tab after `:pick`, `:increment`, `:slide` and `:tab`, and how the
/// console words their refusals.
@Suite("The controls' commands at the console")
struct ControlCompletionTests {
    static let source = """
        import SwiftUI
        struct Shop: View {
            @State private var size = "S"
            @State private var count = 1
            @State private var volume = 0.5
            var body: some View {
                TabView {
                    VStack {
                        Picker("Cup size", selection: $size) {
                            Text("Small").tag("S")
                            Text("Large").tag("L")
                        }
                        Stepper("Cups: \\(count)", value: $count)
                        Slider(value: $volume) { Text("Volume") }
                    }
                    .tabItem { Text("Order") }
                    Text("history").tabItem { Text("History") }
                }
            }
        }
        """

    func complete(_ text: String) -> CompletionAction {
        let run = runScenario(Self.source, script: ":launch Shop --single-pass\n")
        return Completer.action(beforeCursor: text, isContinuation: false, context: run.context)
    }

    @Test("candidates", arguments: [
        (":pick ", CompletionAction.replace(suffix: "", with: "\"Cup size\" ")),
        (":pick \"Cup size\" ", .show(["Small", "Large"])),
        (":pick \"Cup size\" L", .replace(suffix: "L", with: "Large ")),
        (":increment ", .replace(suffix: "", with: "\"Cups: 1\" ")),
        (":slide V", .replace(suffix: "V", with: "Volume ")),
        (":tab ", .show(["Order", "History"])),
        (":tab H", .replace(suffix: "H", with: "History ")),
    ])
    func candidates(_ text: String, _ expected: CompletionAction) {
        #expect(complete(text) == expected)
    }

    @Test func refusalsNameWhatThereIs() {
        let run = runScenario(Self.source, script: ":launch Shop --single-pass\n:pick Cup size Medium\n:tab Settings\n:slide Volume loud\n:refresh\n")
        #expect(run.errors.contains("no choice \"Medium\" (choices: \"Small\", \"Large\")"))
        #expect(run.errors.contains("no choice \"Settings\" (choices: \"Order\", \"History\")"))
        #expect(run.errors.contains(":slide needs a number, not loud"))
        #expect(run.errors.contains("nothing on screen can be refreshed: no view on screen has .refreshable"))
    }
}
