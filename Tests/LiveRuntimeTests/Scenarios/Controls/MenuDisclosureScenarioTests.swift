import LiveRuntime
import StateLabTestSupport
import Testing

/// `Menu` and `DisclosureGroup`, opened by tapping their label.
@Suite("Menu and DisclosureGroup")
struct MenuDisclosureScenarioTests {
    // Apple documentation, "Menu": tapping the menu's label presents its
    // content; choosing one of its buttons runs the action and dismisses
    // the menu.
    @Test func aMenuOpensOnItsLabelAndClosesAfterAButton() {
        let s = Scenario("""
            import SwiftUI
            struct Document: View {
                @State private var copies = 0
                var body: some View {
                    VStack {
                        Text("\\(copies) copies")
                        Menu {
                            Button("Duplicate") { copies += 1 }
                            Button("Rename") { print("rename") }
                        } label: {
                            Label("Actions", systemImage: "ellipsis.circle")
                        }
                    }
                }
            }
            """).expectSuccess(":launch Document --single-pass")
        #expect(s.session.screen.buttons == ["Actions"])
        s.expectSuccess(":tap Actions")
        #expect(s.session.screen.buttons == ["Duplicate", "Rename", "Actions"])
        s.expectSuccess(":tap Duplicate")
        #expect(s.session.screen.buttons == ["Actions"], "the menu closed")
        #expect(ControlTexts.all(s.session.viewTree()).contains("1 copies"))
    }

    // Apple documentation, "DisclosureGroup": collapsed by default, the
    // content shows when expanded; init(_:isExpanded:content:) keeps the
    // state in a binding both ways.
    @Test func aDisclosureGroupShowsItsContentWhenExpanded() {
        let s = Scenario("""
            import SwiftUI
            struct Settings: View {
                @State private var advanced = false
                @State private var logging = false
                var body: some View {
                    Form {
                        DisclosureGroup("Details") {
                            Text("Version 2").onAppear { print("details appear") }
                        }
                        DisclosureGroup("Advanced", isExpanded: $advanced) {
                            Toggle("Logging", isOn: $logging)
                        }
                        Button("Show advanced") { advanced = true }
                    }
                }
            }
            """).expectSuccess(":launch Settings --single-pass")
        #expect(!ControlTexts.onScreen(s.session.viewTree()).contains("Version 2"))
        #expect(s.printed.isEmpty)
        s.expectSuccess(":tap Details")
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("Version 2"))
        #expect(s.printed == ["details appear"])
        #expect(s.session.screen.toggles.isEmpty)
        s.expectSuccess(":tap Show advanced\n:toggle Logging\n:tap Advanced")
        #expect(s.session.screen.toggles.isEmpty, "collapsed through its binding's owner, then by its label")
        #expect(s.failures.isEmpty)
    }

    /// Expanding a DisclosureGroup through its `isExpanded` binding from
    /// code makes its content appear (onAppear runs), as a tap on its label
    /// does, although the view holding the state only passes `$open` on.
    @Test func expandingThroughTheBindingMakesTheContentAppear() {
        let s = Scenario("""
            import SwiftUI
            struct Panel: View {
                @State private var open = false
                var body: some View {
                    VStack {
                        DisclosureGroup("More", isExpanded: $open) {
                            Text("Hidden text").onAppear { print("content appears") }
                        }
                        Button("Expand") { open = true }
                    }
                }
            }
            """).expectSuccess(":launch Panel --single-pass\n:tap Expand")
        #expect(s.printed == ["content appears"])
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("Hidden text"))
    }
}
