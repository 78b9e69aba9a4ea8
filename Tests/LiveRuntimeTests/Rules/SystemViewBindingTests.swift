import LiveRuntime
import StateLabTestSupport
import Testing

/// A system view that consumes a binding — a sheet's `isPresented` or
/// `item`, an alert's, a `navigationDestination(isPresented:/item:)`, a
/// stack's `path`, a tab view's or a split view's list's `selection`, a
/// disclosure group's `isExpanded` — reads it itself: the body that
/// built it hands over `$x` and does not read `x`, so it does not run
/// again when `x` changes; the presentation follows the binding alone.
/// The same rule as the controls' (`StateBindingDependencyTests`): making
/// `$x` is no read of `x` (Stack Overflow 63498120). Fatbobman's "The
/// Mysterious @State Injection Mechanism" shows its consequence for a
/// cover: a presenter whose body reads no state is not updated when its
/// button sets `show`, so no new values are injected into it
/// (`DependenciesCorpusTests.stateInjection`).
@Suite("System views read the bindings they consume; the body that built them does not")
struct SystemViewBindingTests {
    /// A system view over `$x`: the type of `x`, its value before, the
    /// statement of `Go`'s action that changes it, and the owner's body
    /// around the `Go` button (`GO`) and the content the change shows,
    /// which holds a `Done` button (`DONE`).
    struct Family: CustomTestStringConvertible, Sendable {
        let name: String
        let type: String
        let initial: String
        let change: String
        let body: String
        var testDescription: String { name }
    }

    static let families: [Family] = [
        Family(name: "sheet(isPresented:)", type: "Bool", initial: "false", change: "x = true",
               body: "VStack { GO }.sheet(isPresented: $x) { DONE }"),
        Family(name: "sheet(item:)", type: "Item?", initial: "nil", change: "x = Item(id: 1)",
               body: "VStack { GO }.sheet(item: $x) { _ in DONE }"),
        Family(name: "fullScreenCover(isPresented:)", type: "Bool", initial: "false", change: "x = true",
               body: "VStack { GO }.fullScreenCover(isPresented: $x) { DONE }"),
        Family(name: "alert(_:isPresented:)", type: "Bool", initial: "false", change: "x = true",
               body: "VStack { GO }.alert(\"Heads up\", isPresented: $x) { DONE }"),
        Family(name: "confirmationDialog(_:isPresented:)", type: "Bool", initial: "false", change: "x = true",
               body: "VStack { GO }.confirmationDialog(\"Sure?\", isPresented: $x) { DONE }"),
        Family(name: "navigationDestination(isPresented:)", type: "Bool", initial: "false", change: "x = true",
               body: "NavigationStack { VStack { GO }.navigationDestination(isPresented: $x) { DONE } }"),
        Family(name: "navigationDestination(item:)", type: "Int?", initial: "nil", change: "x = 7",
               body: "NavigationStack { VStack { GO }.navigationDestination(item: $x) { _ in DONE } }"),
        Family(name: "NavigationStack(path:)", type: "[Int]", initial: "[]", change: "x.append(7)",
               body: "NavigationStack(path: $x) { VStack { GO }.navigationDestination(for: Int.self) { _ in DONE } }"),
        Family(name: "TabView(selection:)", type: "Int", initial: "0", change: "x = 1",
               body: "TabView(selection: $x) { GO.tabItem { Text(\"First\") }.tag(0)\n DONE.tabItem { Text(\"Second\") }.tag(1) }"),
        Family(name: "DisclosureGroup(isExpanded:)", type: "Bool", initial: "false", change: "x = true",
               body: "VStack { GO\n DisclosureGroup(\"More\", isExpanded: $x) { DONE } }"),
        Family(name: "List(selection:) in a NavigationSplitView", type: "Int?", initial: "nil", change: "x = 2",
               body: "NavigationSplitView { VStack { GO\n List([1, 2], id: \\.self, selection: $x) { n in Text(\"row \\(n)\") } } } detail: { DONE }"),
    ]

    static func program(_ f: Family, ownerReads: Bool = false) -> String {
        let go = "Button(\"Go\") { \(f.change) }"
        let done = "Button(\"Done\") { print(\"done\") }"
        let body = f.body.replacingOccurrences(of: "GO", with: go).replacingOccurrences(of: "DONE", with: done)
        return """
            import SwiftUI
            struct Item: Identifiable { let id: Int }
            struct Owner: View {
                @State private var x: \(f.type) = \(f.initial)
                var body: some View {
                    let _ = print("Owner body")
                    \(ownerReads ? "let _ = print(\"reads \\(x)\")" : "")
                    \(body)
                }
            }
            """
    }

    @Test("the body that hands the binding over does not run again; the system view follows it", arguments: families)
    func handingOverIsNoRead(_ f: Family) {
        let s = Scenario(Self.program(f)).expectSuccess(":launch Owner --single-pass\n:tap Go")
        #expect(s.bodyCount("Owner", in: s.events(after: "tap \"Go\"")) == 0)
        // What the change shows is on screen: its button answers.
        s.expectSuccess(":tap Done")
        #expect(s.printed == ["Owner body", "done"])
    }

    @Test("a body that reads the value runs again when it changes", arguments: families)
    func readingIsARead(_ f: Family) {
        let s = Scenario(Self.program(f, ownerReads: true)).expectSuccess(":launch Owner --single-pass\n:tap Go")
        #expect(s.bodyCount("Owner", in: s.events(after: "tap \"Go\"")) == 1)
        s.expectSuccess(":tap Done")
        // An alert's button also dismisses it: the reading body runs once more.
        #expect(s.printed.contains("done"))
    }

    /// Dismissing through the system view (Back, a swipe, an alert's
    /// button) writes the binding: the presenter's body does not run for
    /// that either, and the presentation can be made again.
    @Test("Back writes the binding without running the presenter, which can present again",
          arguments: families.filter { ["sheet(isPresented:)", "sheet(item:)", "navigationDestination(isPresented:)",
                                        "navigationDestination(item:)", "NavigationStack(path:)"].contains($0.name) })
    func backAndPresentAgain(_ f: Family) {
        let s = Scenario(Self.program(f)).expectSuccess(":launch Owner --single-pass\n:tap Go\n:back")
        #expect(s.bodyCount("Owner", in: s.events(after: "back")) == 0)
        s.expectSuccess(":tap Go\n:tap Done")
        #expect(s.printed == ["Owner body", "done"])
    }
}
