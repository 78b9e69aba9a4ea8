import LiveRuntime
import StateLabTestSupport
import Testing

/// `TabView`, driven by `:tab`.
@Suite("TabView")
struct TabViewScenarioTests {
    static let source = """
        import SwiftUI
        struct Feed: View {
            @State private var likes = 0
            var body: some View {
                Button("Like \\(likes)") { likes += 1 }
                    .onAppear { print("feed appears") }
                    .onDisappear { print("feed disappears") }
                    .task { print("feed task starts") }
            }
        }
        struct Profile: View {
            var body: some View {
                Button("Edit") { print("edit") }
                    .onAppear { print("profile appears") }
                    .onDisappear { print("profile disappears") }
            }
        }
        struct Home: View {
            var body: some View {
                TabView {
                    Feed().tabItem { Label("Feed", systemImage: "list.bullet") }
                    Profile().tabItem { Label("Profile", systemImage: "person") }
                }
            }
        }
        """

    // Apple documentation, "TabView": only the selected tab's content is
    // shown; the first tab is selected at launch. Switching tabs fires the
    // old tab's onDisappear and the new tab's onAppear (observed on iOS 17),
    // and a tab's @State survives while another tab is shown.
    @Test func onlyTheSelectedTabIsOnScreenAndSwitchingKeepsState() {
        let s = Scenario(Self.source).expectSuccess(":launch Home --single-pass")
        #expect(s.printed == ["feed appears", "feed task starts"], "the other tab does not appear")
        #expect(s.session.screen.buttons == ["Like 0"])
        s.expectSuccess(":tap Like 0\n:tab Profile")
        #expect(s.printed.suffix(2) == ["feed disappears", "profile appears"])
        #expect(s.session.screen.buttons == ["Edit"])
        s.run(":tap Like 1")
        #expect(s.refusals.count == 1, "a tab not selected is not on screen")
        s.expectSuccess(":tab Feed")
        #expect(s.printed.suffix(3) == ["profile disappears", "feed appears", "feed task starts"])
        #expect(s.session.screen.buttons == ["Like 1"], "the feed kept its likes")
        #expect(s.session.screen.tabs == ["Feed", "Profile"])
    }

    // Apple documentation, "TabView" — init(selection:content:): tagged
    // tabs are selected through the binding, both ways.
    @Test func aSelectionBindingChoosesTheTabAndFollowsTabSwitches() {
        let s = Scenario("""
            import SwiftUI
            struct Root: View {
                @State private var tab = "b"
                var body: some View {
                    TabView(selection: $tab) {
                        Button("Go to B") { tab = "b" }.tabItem { Text("A") }.tag("a")
                        Button("Go to A") { tab = "a" }.tabItem { Text("B") }.tag("b")
                    }
                    .onChange(of: tab) { print("tab is \\(tab)") }
                }
            }
            """).expectSuccess(":launch Root --single-pass")
        #expect(s.session.screen.buttons == ["Go to A"])
        s.expectSuccess(":tap Go to A")
        #expect(s.session.screen.buttons == ["Go to B"])
        s.expectSuccess(":tab B")
        #expect(s.session.screen.buttons == ["Go to A"])
        #expect(s.printed == ["tab is a", "tab is b"])
        s.run(":tab C")
        #expect(s.refusals == [.noSuchChoice("C", choices: ["A", "B"])])
    }

    // Apple documentation, "Tab" (iOS 18): `Tab(_:systemImage:value:content:)`
    // names and tags a tab as tabItem and tag did.
    @Test func iOS18TabsAreNamedAndTagged() {
        let s = Scenario("""
            import SwiftUI
            struct Root: View {
                @State private var selected = 1
                var body: some View {
                    TabView(selection: $selected) {
                        Tab("Inbox", systemImage: "tray", value: 0) { Text("inbox") }
                        Tab("Sent", systemImage: "paperplane", value: 1) { Text("sent") }
                    }
                }
            }
            """).expectSuccess(":launch Root --single-pass")
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("sent"))
        s.expectSuccess(":tab Inbox")
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("inbox"))
        #expect(!ControlTexts.onScreen(s.session.viewTree()).contains("sent"))
    }

    /// A program selecting a tab through the selection binding (a "Go to
    /// profile" button, a deep link) switches tabs as `:tab` does: the old
    /// tab disappears and the new one appears (Apple documentation,
    /// "TabView": "selection: a binding to the currently selected tab";
    /// Hacking with Swift, "How to create tabs with TabView", programmatic
    /// selection). The view holding the selection only passes `$selection`
    /// on, never reads it; before, its body did not run again, so the
    /// switch happened with no onDisappear/onAppear, and the next `:tab`
    /// back did nothing.
    @Test func aProgramSelectingATabSwitchesItsLifecycle() {
        let s = Scenario("""
            import SwiftUI
            enum Tab: Hashable { case home, profile }
            struct Home: View {
                @Binding var selection: Tab
                @State private var visits = 0
                var body: some View {
                    VStack {
                        Text("Home visits \\(visits)")
                        Button("Go to profile") { selection = .profile }
                    }
                    .onAppear { visits += 1; print("Home appear") }
                    .onDisappear { print("Home disappear") }
                }
            }
            struct Profile: View {
                var body: some View { Text("Profile").onAppear { print("Profile appear") } }
            }
            struct MainTabs: View {
                @State private var selection: Tab = .home
                var body: some View {
                    TabView(selection: $selection) {
                        Home(selection: $selection).tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
                        Profile().tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
                    }
                }
            }
            """).expectSuccess(":launch MainTabs --single-pass\n:tap Go to profile\n:tab Home")
        #expect(s.printed == ["Home appear", "Home disappear", "Profile appear", "Home appear"])
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("Home visits 2"))
    }
}
