import LiveRuntime
import StateLabTestSupport
import Testing

/// Navigation: NavigationStack, NavigationLink, NavigationPath, sheets and
/// dismiss.
@Suite("Corpus: Navigation")
struct NavigationCorpusTests {
    /// Apple documentation, `NavigationStack`
    /// (https://developer.apple.com/documentation/swiftui/navigationstack):
    /// "The stack always displays the most recently added view that hasn't
    /// been removed, and doesn't allow the root view to be removed."
    @Test("NavigationStack: a pushed view covers the root, and the root itself cannot be popped")
    func stackShowsTopAndKeepsRoot() {
        let s = Scenario("""
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Privacy") { Text("privacy settings") }
                    }
                }
            }
            """).run(":launch Settings --single-pass\n:tap Privacy")
        #expect(s.session.screen.buttons.isEmpty, "the root's link is covered")
        #expect(s.texts.contains("privacy settings"))
        s.run(":back\n:back")
        #expect(s.session.screen.buttons == ["Privacy"])
        #expect(s.refusals == [.nothingToGoBack], "the root is never removed")
    }

    /// Fix SwiftUI NavigationLink Eager Loading (OpenIllumi,
    /// https://openillumi.com/en/en-swiftui-navigationlink-lazy-load-fix):
    /// with `NavigationLink(destination: AnotherView())` "AnotherView is
    /// loaded the moment the list appears" — its initializer runs for
    /// every link — whereas value-based `navigationDestination(for:)`
    /// "enforces lazy construction".
    @Test("NavigationLink(destination:) builds its destination with the link; navigationDestination(for:) waits for a value")
    func destinationLinksAreEagerValueLinksAreLazy() {
        let s = Scenario("""
            import SwiftUI
            struct Detail: View {
                let n: Int
                init(n: Int) { self.n = n; print("Detail.init", n) }
                var body: some View { Text("detail \\(n)") }
            }
            struct ByValue: View {
                let n: Int
                init(n: Int) { self.n = n; print("ByValue.init", n) }
                var body: some View { Text("value \\(n)") }
            }
            struct Catalog: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            NavigationLink("Eager 1", destination: Detail(n: 1))
                            NavigationLink("Eager 2", destination: Detail(n: 2))
                            Button("Lazy 3") { path.append(3) }
                        }
                        .navigationDestination(for: Int.self) { n in ByValue(n: n) }
                    }
                }
            }
            """).expectSuccess(":launch Catalog --single-pass")
        #expect(s.printed == ["Detail.init 1", "Detail.init 2"])
        s.expectSuccess(":tap \"Lazy 3\"")
        #expect(s.printed.last == "ByValue.init 3")
        #expect(s.texts.contains("value 3"))
    }

    /// Apple documentation, `NavigationPath`
    /// (https://developer.apple.com/documentation/swiftui/navigationpath),
    /// `append(_:)` and `removeLast(_:)`: a path is "a type-erased list of
    /// data representing the content of a navigation stack"; appending a
    /// value pushes its destination and `removeLast(k)` pops k screens.
    @Test("NavigationPath: append pushes a screen per value; removeLast(2) pops two")
    func pathAppendAndRemoveLast() {
        let s = Scenario("""
            import SwiftUI
            struct Atlas: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Go deep") {
                            path.append("Europe")
                            path.append(3)
                        }
                        .navigationDestination(for: String.self) { name in Text("continent \\(name)") }
                        .navigationDestination(for: Int.self) { n in
                            VStack {
                                Text("country \\(n)")
                                Button("Home") { path.removeLast(2) }
                            }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Atlas --single-pass\n:tap \"Go deep\"")
        #expect(s.texts.contains("country 3"))
        #expect(s.session.screen.buttons == ["Home"], "the last value is on top")
        s.expectSuccess(":back")
        #expect(s.texts.contains("continent Europe"))
        s.expectSuccess(":back\n:tap \"Go deep\"\n:tap Home")
        #expect(s.session.screen.buttons == ["Go deep"], "both screens popped at once")
    }

    /// Sebastien Lato, "SwiftUI Navigation Internals: How NavigationStack
    /// Really Works" (https://dev.to/sebastienlato/swiftui-navigation-internals-how-navigationstack-really-works-1g4m):
    /// "Setting the path replaces the entire stack": every intermediate view
    /// is destroyed and its state is lost.
    @Test("NavigationStack(path:): assigning an empty path pops every screen and drops their state")
    func resettingPathDestroysScreens() {
        let s = Scenario("""
            import SwiftUI
            struct Step: View {
                let n: Int
                @State private var visits = 0
                var body: some View {
                    VStack {
                        Text("step \\(n) visits \\(visits)")
                        Button("Visit \\(n)") { visits += 1 }
                    }
                    .onDisappear { print("step", n, "gone") }
                }
            }
            struct Wizard: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Start") { path = [1, 2] }
                        }
                        .navigationDestination(for: Int.self) { n in
                            VStack {
                                Step(n: n)
                                Button("Restart \\(n)") { path = [] }
                            }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Wizard --single-pass\n:tap Start\n:tap \"Visit 2\"")
        #expect(s.texts.contains("step 2 visits 1"))
        s.expectSuccess(":tap \"Restart 2\"")
        #expect(s.session.screen.buttons == ["Start"])
        // Step 1 was covered by step 2 from the moment both were pushed, so
        // it never appeared and has no disappearance to run (ViewGraph
        // README: a covered screen appears only when it is on top).
        #expect(s.printed == ["step 2 gone"])
        s.expectSuccess(":tap Start")
        #expect(s.texts.contains("step 2 visits 0"), "pushed again: fresh state")
    }

    /// Sebastien Lato, "SwiftUI Navigation Internals": "If the route changes,
    /// SwiftUI removes the destination, destroying its view identity.
    /// Consequently, @State and @StateObject are reset" — going back and
    /// pushing the same screen again gives it new storage.
    @Test("Navigation Internals: a screen popped and pushed again starts with fresh @State and @StateObject")
    func repushedScreenHasFreshStorage() {
        let s = Scenario("""
            import SwiftUI
            final class Cart: ObservableObject {
                @Published var items = 0
                init() { print("Cart.init") }
                deinit { print("Cart.deinit") }
            }
            struct CartScreen: View {
                @StateObject private var cart = Cart()
                @State private var coupons = 0
                var body: some View {
                    VStack {
                        Text("items \\(cart.items) coupons \\(coupons)")
                        Button("Add") { cart.items += 1; coupons += 1 }
                    }
                }
            }
            struct Store: View {
                var body: some View {
                    NavigationStack { NavigationLink("Cart") { CartScreen() } }
                }
            }
            """).expectSuccess(":launch Store --single-pass\n:tap Cart\n:tap Add\n:tap Add")
        #expect(s.texts.contains("items 2 coupons 2"))
        s.expectSuccess(":back")
        #expect(s.printed == ["Cart.init", "Cart.deinit"])
        s.expectSuccess(":tap Cart")
        #expect(s.texts.contains("items 0 coupons 0"))
        #expect(s.printed == ["Cart.init", "Cart.deinit", "Cart.init"])
    }

    /// Apple documentation, `DismissAction` (mirrored at
    /// https://onestack.dev/ios-reference/SwiftUI/DismissAction): calling
    /// the `dismiss` environment value can "Pop the current view from a
    /// NavigationStack".
    @Test("DismissAction: dismiss() in a pushed view pops it")
    func dismissPopsPushedView() {
        let s = Scenario("""
            import SwiftUI
            struct EditName: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Save") { print("saved"); dismiss() }
                        .onDisappear { print("editor closed") }
                }
            }
            struct Account: View {
                var body: some View {
                    NavigationStack { NavigationLink("Edit name") { EditName() } }
                }
            }
            """).expectSuccess(":launch Account --single-pass\n:tap \"Edit name\"\n:tap Save")
        #expect(s.session.screen.buttons == ["Edit name"])
        #expect(s.printed == ["saved", "editor closed"])
    }

    /// Apple documentation, `DismissAction`: the action can "Dismiss a
    /// modal presentation, like a sheet", as in its `SheetContents` example
    /// whose "Done" button calls `dismiss()`; and "Modal presentations"
    /// (https://developer.apple.com/documentation/swiftui/modal-presentations):
    /// "SwiftUI can reset the underlying value when the user dismisses the
    /// presentation".
    @Test("DismissAction: dismiss() closes a sheet and resets its isPresented binding")
    func dismissClosesSheetAndResetsBinding() {
        let s = Scenario("""
            import SwiftUI
            struct SheetContents: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Done") { dismiss() } }
            }
            struct Detail: View {
                @State private var isSheetPresented = false
                var body: some View {
                    Button("Show Sheet") { isSheetPresented = true }
                        .sheet(isPresented: $isSheetPresented) { SheetContents() }
                        .onChange(of: isSheetPresented) { print("presented:", isSheetPresented) }
                }
            }
            """).expectSuccess(":launch Detail --single-pass\n:tap \"Show Sheet\"")
        #expect(s.session.screen.buttons == ["Done"])
        s.expectSuccess(":tap Done")
        #expect(s.session.screen.buttons == ["Show Sheet"])
        #expect(s.printed == ["presented: true", "presented: false"])
    }

    /// Apple documentation, `sheet(isPresented:onDismiss:content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)):
    /// `onDismiss` is "The closure to execute when dismissing the sheet".
    @Test("sheet(isPresented:onDismiss:): onDismiss runs when the sheet is dismissed")
    func sheetOnDismissRuns() {
        let s = Scenario("""
            import SwiftUI
            struct License: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Agree") { dismiss() } }
            }
            struct Installer: View {
                @State private var showingLicense = false
                var body: some View {
                    Button("Read license") { showingLicense = true }
                        .sheet(isPresented: $showingLicense, onDismiss: { print("license dismissed") }) {
                            License()
                        }
                }
            }
            """).expectSuccess(":launch Installer --single-pass\n:tap \"Read license\"\n:tap Agree")
        #expect(s.session.screen.buttons == ["Read license"])
        #expect(s.printed == ["license dismissed"])
    }

    /// Apple documentation, `sheet(item:onDismiss:content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)):
    /// "When item is non-nil, the system passes the item's content to the
    /// modifier's closure"; "If item changes, the system dismisses the sheet
    /// and replaces it with a new one".
    @Test("sheet(item:): a new item replaces the sheet with one built for it")
    func sheetItemReplacedOnChange() {
        let s = Scenario("""
            import SwiftUI
            struct Photo: Identifiable { let id: Int }
            struct PhotoSheet: View {
                let photo: Photo
                @State private var zoom = 1
                var body: some View {
                    VStack {
                        Text("photo \\(photo.id) zoom \\(zoom)")
                        Button("Zoom") { zoom += 1 }
                    }
                    .onDisappear { print("sheet for", photo.id, "gone") }
                }
            }
            struct Gallery: View {
                @State private var shown: Photo?
                var body: some View {
                    Button("Open 1") { shown = Photo(id: 1) }
                        .sheet(item: $shown) { photo in
                            VStack {
                                PhotoSheet(photo: photo)
                                Button("Next photo") { shown = Photo(id: photo.id + 1) }
                            }
                        }
                }
            }
            """).expectSuccess(":launch Gallery --single-pass\n:tap \"Open 1\"\n:tap Zoom")
        #expect(s.texts.contains("photo 1 zoom 2"))
        s.expectSuccess(":tap \"Next photo\"")
        #expect(s.texts.contains { $0.hasPrefix("photo 2") }, "the sheet shows the new item")
        #expect(s.texts.contains("photo 2 zoom 1"), "a new sheet for the new item")
        #expect(s.printed == ["sheet for 1 gone"])
    }

    /// Apple documentation, "Modal presentations": because the presentation
    /// is driven by a binding, "SwiftUI can reset the underlying value when
    /// the user dismisses the presentation" — swiping a sheet down (here
    /// `:back`) sets `isPresented` back to `false`.
    @Test("Modal presentations: a user dismissal sets the sheet's binding back to false")
    func userDismissResetsBinding() {
        let s = Scenario("""
            import SwiftUI
            struct Share: View {
                @State private var sharing = false
                var body: some View {
                    VStack {
                        Text(sharing ? "sharing" : "idle")
                        Button("Share") { sharing = true }
                    }
                    .sheet(isPresented: $sharing) { Text("share sheet") }
                }
            }
            """).expectSuccess(":launch Share --single-pass\n:tap Share")
        #expect(s.texts.contains("share sheet"))
        s.expectSuccess(":back")
        #expect(s.texts.contains("idle"))
        #expect(!s.texts.contains("share sheet"))
    }

    /// Apple documentation, `toolbar(content:)`
    /// (https://developer.apple.com/documentation/swiftui/view/toolbar(content:)):
    /// "Populates the toolbar or navigation bar with the specified items" —
    /// a `ToolbarItem` is "an item which can be placed in the toolbar or
    /// navigation bar" (https://developer.apple.com/documentation/swiftui/toolbaritem),
    /// so a button there is on screen and can be tapped.
    @Test("toolbar(content:): a button in a ToolbarItem is on screen and its action runs")
    func toolbarButtonIsTappable() {
        let s = Scenario("""
            import SwiftUI
            struct Notes: View {
                @State private var notes = 0
                var body: some View {
                    NavigationStack {
                        Text("\\(notes) notes")
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) {
                                    Button("New note") { notes += 1 }
                                }
                            }
                    }
                }
            }
            """).run(":launch Notes --single-pass\n:tap \"New note\"")
        #expect(s.session.screen.buttons == ["New note"])
        #expect(s.texts.contains("1 notes"))
    }
}
