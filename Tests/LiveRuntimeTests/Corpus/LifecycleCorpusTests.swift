import LiveRuntime
import StateLabTestSupport
import Testing

/// Lifecycle: onAppear, onDisappear and onChange.
@Suite("Corpus: Lifecycle")
struct LifecycleCorpusTests {
    /// Apple documentation, `onAppear(perform:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)):
    /// "Adds an action to perform before this view appears"; and Niraj Paul,
    /// "View Life Cycle SwiftUI" (https://nirajpaul2.medium.com/view-life-cycle-swiftui-539a8f7a1f46):
    /// onAppear is "not triggered by state changes".
    @Test("onAppear: runs once when the view appears, not again when its body re-runs")
    func onAppearOncePerAppearance() {
        let s = Scenario("""
            import SwiftUI
            struct Feed: View {
                @State private var posts = 0
                var body: some View {
                    VStack {
                        Text("posts \\(posts)")
                        Button("Post") { posts += 1 }
                    }
                    .onAppear { print("feed appeared") }
                }
            }
            """).expectSuccess(":launch Feed --single-pass")
        #expect(s.printed == ["feed appeared"])
        s.expectSuccess(":tap Post\n:tap Post")
        #expect(s.printed == ["feed appeared"])
        #expect(s.texts.contains("posts 2"))
    }

    /// Apple documentation, `onDisappear(perform:)`
    /// (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)):
    /// "Adds an action to perform after this view disappears … the action
    /// closure doesn't execute until the view disappears from the interface."
    @Test("onDisappear: runs when the view is removed, and not before")
    func onDisappearWhenRemoved() {
        let s = Scenario("""
            import SwiftUI
            struct Banner: View {
                var body: some View {
                    Text("sale!")
                        .onDisappear { print("banner gone") }
                }
            }
            struct Shop: View {
                @State private var showBanner = true
                @State private var visits = 0
                var body: some View {
                    VStack {
                        Button("Visit") { visits += 1 }
                        Button("Close banner") { showBanner = false }
                        if showBanner { Banner() }
                    }
                }
            }
            """).expectSuccess(":launch Shop --single-pass\n:tap Visit")
        #expect(s.printed.isEmpty)
        s.expectSuccess(":tap \"Close banner\"")
        #expect(s.printed == ["banner gone"])
    }

    /// Apple documentation, `onChange(of:initial:_:)`
    /// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg):
    /// `initial` is "Whether the action should be run when this view
    /// initially appears"; the old value is "the initial value when
    /// requested".
    @Test("onChange(initial: true): runs when the view appears, with the initial value as old and new")
    func onChangeInitialRunsAtAppearance() {
        let s = Scenario("""
            import SwiftUI
            struct Thermostat: View {
                @State private var degrees = 20
                var body: some View {
                    Button("Warmer") { degrees += 1 }
                        .onChange(of: degrees, initial: true) { old, new in print("degrees", old, "->", new) }
                }
            }
            """).expectSuccess(":launch Thermostat --single-pass")
        #expect(s.printed == ["degrees 20 -> 20"])
        s.expectSuccess(":tap Warmer")
        #expect(s.printed == ["degrees 20 -> 20", "degrees 20 -> 21"])
    }

    /// Apple documentation, `onChange(of:initial:_:)`: `initial` defaults to
    /// `false`, so nothing runs at appearance; the two-parameter action
    /// receives "the old value that failed the comparison check" and "the
    /// new value". Use Your Loaf, "SwiftUI onChange
    /// Deprecation" (https://useyourloaf.com/blog/swiftui-onchange-deprecation),
    /// describes the iOS 17 pair of forms, one with no parameters and one
    /// with old and new values.
    @Test("onChange: without initial, runs only after a change; both iOS 17 forms see the change")
    func onChangeAfterChangeOnly() {
        let s = Scenario("""
            import SwiftUI
            struct Cart: View {
                @State private var items = 0
                var body: some View {
                    Button("Add") { items += 1 }
                        .onChange(of: items) { old, new in print("items", old, "->", new) }
                        .onChange(of: items) { print("items now", items) }
                }
            }
            """).expectSuccess(":launch Cart --single-pass")
        #expect(s.printed.isEmpty)
        s.expectSuccess(":tap Add\n:tap Add")
        #expect(s.printed == ["items 0 -> 1", "items now 1", "items 1 -> 2", "items now 2"])
    }

    /// Apple Developer Forums, "onChange(of:initial:_:) changes when same
    /// value assigned" (https://developer.apple.com/forums/thread/834028),
    /// accepted answer: a non-optional value that is assigned the value it
    /// already holds does not trigger `onChange` "unless that value is
    /// different".
    @Test("Developer Forums: assigning the value a property already holds does not trigger onChange")
    func onChangeIgnoresSameValue() {
        let s = Scenario("""
            import SwiftUI
            struct Form: View {
                @State private var age = 2
                var body: some View {
                    VStack {
                        Button("Same") { age = 2 }
                        Button("Older") { age = 3 }
                    }
                    .onChange(of: age) { print("age", age) }
                }
            }
            """).expectSuccess(":launch Form --single-pass\n:tap Same\n:tap Same")
        #expect(s.printed.isEmpty)
        s.expectSuccess(":tap Older")
        #expect(s.printed == ["age 3"])
    }

    /// Apple documentation, `onChange(of:initial:_:)`: "You can use onChange
    /// to trigger a side effect as the result of a value changing, such as
    /// an Environment key or a Binding" — a child watching its binding
    /// sees the owner's write.
    @Test("onChange: a child watching a @Binding runs when the owner writes the value")
    func onChangeOfBinding() {
        let s = Scenario("""
            import SwiftUI
            struct VolumeKnob: View {
                @Binding var level: Int
                var body: some View {
                    Text("level \\(level)")
                        .onChange(of: level) { old, new in print("knob saw", old, "->", new) }
                }
            }
            struct Amp: View {
                @State private var level = 1
                var body: some View {
                    VStack {
                        Button("Louder") { level += 1 }
                        VolumeKnob(level: $level)
                    }
                }
            }
            """).expectSuccess(":launch Amp --single-pass\n:tap Louder")
        #expect(s.printed == ["knob saw 1 -> 2"])
    }

    /// Hacking with Swift (Paul Hudson), "How to respond to view lifecycle
    /// events: onAppear() and onDisappear()" (translated and mirrored at
    /// https://github.com/jaywcjlove/swiftui-example/blob/main/example/responding-to-events/demo2/README.md):
    /// a destination pushed by a `NavigationLink` runs its `onAppear` when
    /// shown and its `onDisappear` when the user goes back.
    @Test("Hacking with Swift: a pushed destination appears when pushed and disappears on back")
    func pushedDestinationAppearsAndDisappears() {
        let s = Scenario("""
            import SwiftUI
            struct DetailView: View {
                var body: some View {
                    Text("Second View")
                        .onAppear { print("detail appeared") }
                        .onDisappear { print("detail disappeared") }
                }
            }
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Show detail") { DetailView() }
                    }
                }
            }
            """).expectSuccess(":launch Home --single-pass")
        #expect(s.printed.isEmpty, "building the link does not make the destination appear")
        s.expectSuccess(":tap \"Show detail\"")
        #expect(s.printed == ["detail appeared"])
        s.expectSuccess(":back")
        #expect(s.printed == ["detail appeared", "detail disappeared"])
    }

    /// Classmethod, "Navigation Stack's onAppear fires at unexpected times in
    /// apps built with Xcode 16.3 or later"
    /// (https://dev.classmethod.jp/en/articles/xcode-16-3-navigationstack-onappear-issue):
    /// the normal behaviour (direct binding, every Xcode version tested) is
    /// that navigating back runs `onAppear` of the screen shown again; the
    /// article's bug is that some screens skip it.
    @Test("Classmethod: going back runs onAppear of the screen underneath again")
    func backRunsOnAppearOfScreenUnderneath() {
        let s = Scenario("""
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    NavigationLink("Open mail") { Text("mail") }
                        .onAppear { print("inbox appeared") }
                }
            }
            struct MailApp: View {
                var body: some View { NavigationStack { Inbox() } }
            }
            """).expectSuccess(":launch MailApp --single-pass\n:tap \"Open mail\"\n:back")
        #expect(s.printed == ["inbox appeared", "inbox appeared"])
    }

    /// Apple documentation, `onAppear(perform:)` and `onDisappear(perform:)`:
    /// views in a sheet appear when it is presented and disappear when it
    /// is dismissed, like any other view entering and leaving the interface.
    @Test("onAppear/onDisappear: a sheet's content appears when presented and disappears when dismissed")
    func sheetContentAppearsAndDisappears() {
        let s = Scenario("""
            import SwiftUI
            struct Composer: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("Done") { dismiss() }
                        .onAppear { print("composer appeared") }
                        .onDisappear { print("composer disappeared") }
                }
            }
            struct Mail: View {
                @State private var composing = false
                var body: some View {
                    Button("Compose") { composing = true }
                        .sheet(isPresented: $composing) { Composer() }
                }
            }
            """).expectSuccess(":launch Mail --single-pass\n:tap Compose")
        #expect(s.printed == ["composer appeared"])
        s.expectSuccess(":tap Done")
        #expect(s.printed == ["composer appeared", "composer disappeared"])
    }
}
