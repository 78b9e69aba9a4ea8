import LiveRuntime
import StateLabTestSupport
import Testing

/// `.refreshable` (`:refresh`) and `.searchable(text:)` (`:type`).
@Suite("Refreshable and searchable")
struct RefreshSearchScenarioTests {
    // Apple documentation, "refreshable(action:)": pulling down runs the
    // async action; the refresh indicator stays until it returns, and what
    // it changes re-renders the list.
    @Test func refreshRunsTheAsyncActionAsATaskThatCanWaitForTime() {
        let s = Scenario("""
            import SwiftUI
            @MainActor final class Feed: ObservableObject {
                @Published var items = ["old"]
                func reload() async {
                    print("reloading")
                    try? await Task.sleep(for: .seconds(1))
                    items = ["new", "newer"]
                    print("reloaded")
                }
            }
            struct FeedList: View {
                @StateObject private var feed = Feed()
                var body: some View {
                    List(feed.items, id: \\.self) { Text($0) }
                        .refreshable { await feed.reload() }
                }
            }
            """).expectSuccess(":launch FeedList --single-pass\n:refresh")
        #expect(s.printed == ["reloading"])
        #expect(ControlTexts.all(s.session.viewTree()).contains("old"))
        s.expectSuccess(":wait 1s")
        #expect(s.printed == ["reloading", "reloaded"])
        #expect(ControlTexts.all(s.session.viewTree()).contains("newer"))
    }

    @Test func refreshWithNothingRefreshableIsRefused() {
        let s = Scenario("""
            import SwiftUI
            struct Plain: View { var body: some View { Text("plain") } }
            """).run(":launch Plain --single-pass\n:refresh")
        #expect(s.refusals == [.noControl(label: "", kind: .refreshable, onScreen: [])])
    }

    // Apple documentation, "Adding a search interface to your app" —
    // searchable(text:prompt:): the search field writes the query through
    // the binding as the person types; the list filters on it.
    @Test func typingInTheSearchFieldFiltersTheList() {
        let s = Scenario("""
            import SwiftUI
            struct Fruits: View {
                let all = ["apple", "banana", "cherry"]
                @State private var query = ""
                var shown: [String] { query.isEmpty ? all : all.filter { $0.contains(query) } }
                var body: some View {
                    NavigationStack {
                        List(shown, id: \\.self) { Text($0) }
                            .searchable(text: $query, prompt: "Find a fruit")
                    }
                }
            }
            """).expectSuccess(":launch Fruits --single-pass\n:type Find a fruit an")
        let texts = ControlTexts.all(s.session.viewTree())
        #expect(texts.contains("banana") && !texts.contains("apple") && !texts.contains("cherry"))
        #expect(s.session.screen.fields == ["Find a fruit"])
    }
}
