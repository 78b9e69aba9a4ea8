import LiveRuntime
import StateLabTestSupport
import Testing

/// `LabeledContent` and `GroupBox` in a form, as settings and receipt
/// screens use them: a labelled row shows its label and its value, as
/// `Text` would show the value (formatted by the same styles); a group
/// box holds its content under its label, and what is in it still acts.
@Suite("Labelled rows and group boxes")
struct LabeledContentScenarioTests {
    @Test("labelled rows show their values; a group box's button still acts")
    func labelledRowsAndGroupBoxes() {
        let s = Scenario("""
            import SwiftUI
            struct Receipt: View {
                @State private var total = 42.5
                @State private var name = "Ada"
                let when = Date(timeIntervalSince1970: 1_780_027_000)
                var body: some View {
                    Form {
                        LabeledContent("Name", value: name)
                        LabeledContent("Total", value: total, format: .currency(code: "USD"))
                        LabeledContent("Items", value: 3, format: .number)
                        LabeledContent("When", value: when, format: .dateTime.day().month())
                        LabeledContent("Status") { Text("Paid") }
                        LabeledContent {
                            Text("Visa")
                        } label: {
                            Text("Card")
                        }
                        GroupBox("Summary") {
                            Text("Thanks, \\(name)")
                            Button("Tip") { total += 5 }
                        }
                        GroupBox {
                            Text("Plain")
                        }
                    }
                }
            }
            """).expectSuccess(":launch Receipt --single-pass\n:tap Tip")
        let texts = ControlTexts.onScreen(s.session.viewTree())
        for shown in ["Ada", "$47.50", "3", "May 29", "Paid", "Visa", "Card", "Summary", "Thanks, Ada", "Plain"] {
            #expect(texts.contains(shown), "\(shown) in \(texts)")
        }
        #expect(!texts.contains("$42.50"))
    }
}
