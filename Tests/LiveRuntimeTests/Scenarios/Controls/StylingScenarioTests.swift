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

    // Apple documentation, "Font", "EdgeInsets", "Animation",
    // "LinearGradient": values that describe how a view is drawn or
    // animated. Named with their type (`Font.title.bold()`, `let inset:
    // EdgeInsets`), they are kept as written; a gradient is a view.
    @Test func stylingValuesNamedByTheirTypeAreKeptAsWritten() throws {
        let s = Scenario("""
            import SwiftUI
            enum Theme {
                static let heading: Font = .title2.weight(.semibold)
                static let inset = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
                static let pop = Animation.spring(response: 0.3, dampingFraction: 0.7)
            }
            struct Banner: View {
                @State private var expanded = false
                var weight: Font.Weight = .bold
                var body: some View {
                    ZStack(alignment: Alignment.topLeading) {
                        LinearGradient(colors: [.blue, .purple], startPoint: UnitPoint.top, endPoint: .bottom)
                        VStack {
                            Text("Sale").font(Theme.heading).fontWeight(weight)
                            if expanded { Text("Details").transition(AnyTransition.opacity) }
                            Button("More") { withAnimation(Theme.pop) { expanded.toggle() } }
                        }
                        .padding(Theme.inset)
                        .font(Font.body)
                        .offset(CGSize(width: 2, height: 3))
                    }
                }
            }
            """).expectSuccess(":launch Banner --single-pass\n:tap More")
        let zstack = try #require(s.session.viewTree()?.children.first)
        #expect(zstack.children.first?.typeName == "LinearGradient")
        let stack = try #require(zstack.children.last)
        #expect(stack.children.map(\.summary).contains("Details"), "the tap shows the details")
        #expect(stack.modifiers.contains("padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))"))
        #expect(stack.modifiers.contains("font(.body)"))
        #expect(stack.modifiers.contains("offset(CGSize(width: 2, height: 3))"))
        #expect(s.bodyCount("Banner") == 2, "launch, then the tap")
    }
}
