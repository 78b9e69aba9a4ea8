import LiveRuntime
import StateLabTestSupport
import Testing

/// Sheets, full-screen covers, popovers, alerts and dialogs are presented
/// and dismissed alike (DESIGN N5); `:tree` says which one a view shows,
/// as the program wrote it.
@Suite("Presentation styles")
struct PresentationStyleTests {
    static func node(_ tree: Session.ViewTreeNode?, where match: (Session.ViewTreeNode) -> Bool) -> Session.ViewTreeNode? {
        guard let tree else { return nil }
        if match(tree) { return tree }
        for child in tree.children { if let found = node(child, where: match) { return found } }
        return nil
    }

    /// Apple documentation, "fullScreenCover(isPresented:onDismiss:content:)":
    /// "Presents a modal view that covers as much of the screen as
    /// possible when binding to a Boolean value you provide is true";
    /// `onDismiss` runs when it is dismissed. "popover(isPresented:…)": in
    /// a compact size class (an iPhone) a popover adapts to a sheet.
    @Test("fullScreenCover and popover present, dismiss and run onDismiss like a sheet")
    func coverAndPopover() throws {
        let s = Scenario("""
            import SwiftUI
            struct Onboarding: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Get started") { dismiss() }
                        .onAppear { print("onboarding appears") }
                        .onDisappear { print("onboarding disappears") }
                }
            }
            struct Home: View {
                @State private var onboarding = false
                @State private var tip = false
                var body: some View {
                    VStack {
                        Button("Welcome") { onboarding = true }
                        Button("Tip") { tip = true }
                    }
                    .fullScreenCover(isPresented: $onboarding, onDismiss: { print("cover dismissed") }) { Onboarding() }
                    .popover(isPresented: $tip) { Text("Swipe to delete") }
                }
            }
            """).expectSuccess(":launch Home --single-pass\n:tap Welcome")
        #expect(s.session.screen.buttons == ["Get started"])
        let cover = try #require(Self.node(s.session.viewTree()) { $0.typeName == "Onboarding" })
        #expect(cover.placement == .fullScreenCover)
        s.expectSuccess(":tap Get started\n:tap Tip")
        #expect(s.printed == ["onboarding appears", "onboarding disappears", "cover dismissed"])
        let tip = try #require(Self.node(s.session.viewTree()) { $0.summary == "Swipe to delete" })
        #expect(tip.placement == .popover)
        s.expectSuccess(":back")
        #expect(s.session.screen.buttons == ["Welcome", "Tip"])
    }

    /// An alert is drawn as an alert, on a view that shows `.alert`, not
    /// as a sheet (it was `Alert "…" (sheet)` under `.sheet(presented)`).
    @Test("an alert shows in the tree as an alert")
    func alertPlacement() throws {
        let s = Scenario("""
            import SwiftUI
            struct Stopwatch: View {
                @State private var stopped = false
                var body: some View {
                    Button("Stop") { stopped = true }
                        .alert("Stopped", isPresented: $stopped) { Button("OK") { } }
                }
            }
            """).expectSuccess(":launch Stopwatch --single-pass\n:tap Stop")
        let alert = try #require(Self.node(s.session.viewTree()) { $0.typeName == "Alert" })
        #expect(alert.placement == .alert)
        let host = try #require(Self.node(s.session.viewTree()) { $0.typeName == "Button" && $0.summary == "Stop" })
        #expect(host.modifiers.contains("alert(presented)"))
        #expect(!host.modifiers.contains { $0.hasPrefix("sheet") })
    }

    /// `:tree` writes environment modifiers as the program did, with no
    /// `main.` prefix: `.environmentObject(Cart#1)`, `.environment(Book#1)`,
    /// `.environment(\.colorScheme, …)`; a tab's `.tag` likewise.
    @Test("environment and tag modifiers read as written, without main.")
    func environmentAndTagWords() throws {
        let s = Scenario("""
            import SwiftUI
            import Observation
            final class Cart: ObservableObject { @Published var count = 0 }
            @Observable final class Book { var title = "Dune" }
            enum Tab: Hashable { case home }
            struct Shelf: View {
                @EnvironmentObject var cart: Cart
                @Environment(Book.self) private var book
                var body: some View { Text("\\(book.title) \\(cart.count)") }
            }
            struct Store: View {
                @StateObject private var cart = Cart()
                @State private var book = Book()
                var body: some View {
                    TabView {
                        Shelf().tag(Tab.home)
                    }
                    .environmentObject(cart)
                    .environment(book)
                    .environment(\\.colorScheme, .dark)
                }
            }
            """).expectSuccess(":launch Store --single-pass")
        let tabs = try #require(Self.node(s.session.viewTree()) { $0.typeName == "TabView" })
        #expect(tabs.modifiers.contains("environmentObject(Cart#1)"), "\(tabs.modifiers)")
        #expect(tabs.modifiers.contains("environment(Book#1)"), "\(tabs.modifiers)")
        #expect(tabs.modifiers.contains { $0.hasPrefix("environment(\\.colorScheme, ") && !$0.contains("main.") }, "\(tabs.modifiers)")
        let shelf = try #require(Self.node(s.session.viewTree()) { $0.typeName == "Shelf" })
        #expect(shelf.modifiers.contains("tag(Tab.home)"), "\(shelf.modifiers)")
    }

    /// A sheet holding its own NavigationStack (Apple documentation,
    /// "sheet(isPresented:onDismiss:content:)" examples; the usual way to
    /// give a sheet a title bar): Back pops the screen pushed inside the
    /// sheet, which stays up; the next Back dismisses it, and `dismiss()`
    /// in a pushed screen pops it ("dismiss": in a navigation stack it
    /// pops the view). Before, `:back` dismissed the whole sheet at once.
    @Test("back pops a screen pushed inside a sheet before dismissing the sheet")
    func backPopsInsideASheet() {
        let s = Scenario("""
            import SwiftUI
            struct CloseButton: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Close") { dismiss() } }
            }
            struct SheetBody: View {
                var body: some View {
                    NavigationStack {
                        VStack { Text("In sheet"); NavigationLink("Deeper") { CloseButton() } }
                    }
                    .presentationDetents([.medium, .large])
                }
            }
            struct Main: View {
                @State private var show = false
                var body: some View {
                    Button("Open") { show = true }
                        .sheet(isPresented: $show, onDismiss: { print("dismissed") }) { SheetBody() }
                }
            }
            """).expectSuccess(":launch Main --single-pass\n:tap Open\n:tap Deeper\n:back")
        #expect(s.printed.isEmpty)
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("In sheet"))
        s.expectSuccess(":tap Deeper\n:tap Close")
        #expect(s.printed.isEmpty, "dismiss() in the pushed screen pops it")
        #expect(ControlTexts.onScreen(s.session.viewTree()).contains("In sheet"))
        s.expectSuccess(":back")
        #expect(s.printed == ["dismissed"])
    }
}
