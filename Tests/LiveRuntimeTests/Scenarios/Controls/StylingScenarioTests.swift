import LiveRuntime
import StateLabTestSupport
import Testing

/// List and navigation styles: purely visual, shown in `:tree`, with no
/// effect on state, identity or lifecycle.
@Suite("List and navigation styles")
struct StylingScenarioTests {
    // Apple documentation, "listStyle(_:)", "navigationViewStyle(_:)",
    // "navigationBarTitleDisplayMode(_:)": they change how a list or a
    // navigation view looks, not what it holds.
    @Test func stylesAreShownAndChangeNothingElse() {
        let s = Scenario("""
            import SwiftUI
            struct Settings: View {
                @State private var taps = 0
                var body: some View {
                    NavigationStack {
                        List {
                            Section("General") {
                                Button("Tap \\(taps)") { taps += 1 }
                            }
                        }
                        .listStyle(.insetGrouped)
                        .listStyle(InsetGroupedListStyle())
                        .scrollContentBackground(.hidden)
                        .listRowSeparator(.hidden)
                        .navigationTitle("Settings")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbarBackground(.visible, for: .navigationBar)
                    }
                    .navigationViewStyle(.stack)
                    .navigationViewStyle(StackNavigationViewStyle())
                    .pickerStyle(.segmented)
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                }
            }
            """).expectSuccess(":launch Settings --single-pass\n:tap Tap 0\n:tap Tap 1")
        #expect(s.session.screen.buttons == ["Tap 2"])
        let list = s.session.viewTree()?.children.first?.children.first
        #expect(list?.typeName == "List")
        #expect(list?.modifiers.contains("listStyle(.insetGrouped)") == true)
        #expect(list?.modifiers.contains("listStyle(InsetGroupedListStyle())") == true)
        #expect(s.bodyCount("Settings") == 3, "launch, then one per tap: styles cause no updates")
    }
}
