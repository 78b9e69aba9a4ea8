import LiveRuntime
import StateLabTestSupport
import Testing

/// Concurrency around views: the main actor, Dispatch, background writes.
@Suite("Corpus: Concurrency")
struct ConcurrencyCorpusTests {
    /// Pixelper, "Main Thread Violations: The Silent Crasher"
    /// (https://pixelper.com/blog/ios-main-thread-violations), and
    /// OpenIllumi's guide to the warning
    /// (https://openillumi.com/en/en-swiftui-async-fix-mainactor-warning):
    /// writing a `@Published` property from `DispatchQueue.global()` makes
    /// SwiftUI warn "Publishing changes from background threads is not
    /// allowed; make sure to publish values from the main thread (via
    /// operators like receive(on:)) on model updates."
    @Test("Pixelper: a @Published write from a global queue warns about background publishing")
    func backgroundPublishWarns() {
        let s = Scenario("""
            import SwiftUI
            import Foundation
            final class UserProfileLoader: ObservableObject {
                @Published var userName = "Loading..."
                func load() {
                    DispatchQueue.global().async {
                        self.userName = "John Doe"
                    }
                }
            }
            struct ProfileView: View {
                @StateObject private var loader = UserProfileLoader()
                var body: some View {
                    Text(loader.userName).onAppear { loader.load() }
                }
            }
            """).expectSuccess(":launch ProfileView --single-pass\n:settle")
        let warnings = s.events.compactMap { event -> String? in
            if case .warning(let text) = event.kind { return text }
            return nil
        }
        #expect(warnings.contains { $0.hasPrefix("Publishing changes from background threads is not allowed") })
    }

    /// Pixelper, "Main Thread Violations": the classic fix is to hop back
    /// with `DispatchQueue.main.async` before updating — no warning, and
    /// the view shows the new value.
    @Test("Pixelper: dispatching the write back to the main queue publishes without a warning")
    func mainQueueWriteIsFine() {
        let s = Scenario("""
            import SwiftUI
            import Foundation
            final class UserProfileLoader: ObservableObject {
                @Published var userName = "Loading..."
                func load() {
                    DispatchQueue.global().async {
                        let fetched = "John Doe"
                        DispatchQueue.main.async { self.userName = fetched }
                    }
                }
            }
            struct ProfileView: View {
                @StateObject private var loader = UserProfileLoader()
                var body: some View {
                    Text(loader.userName).onAppear { loader.load() }
                }
            }
            """).expectSuccess(":launch ProfileView --single-pass\n:settle")
        #expect(!s.events.contains { if case .warning = $0.kind { return true }; return false })
        #expect(s.texts.contains("John Doe"))
    }

    /// A detached task inherits no actor, but a closure written
    /// `{ @MainActor in … }` is isolated to the main actor whoever runs it
    /// (SE-0316, global actors: a closure's global actor attribute isolates
    /// its body), so its `@Published` write is a main-actor write: no
    /// warning. Lowering dropped the attribute, and StateLab warned.
    @Test("Task.detached { @MainActor in … } writes @Published on the main actor: no background warning")
    func detachedMainActorClosureDoesNotWarn() {
        let s = Scenario("""
            import SwiftUI
            final class Loader: ObservableObject {
                @Published var name = "Loading"
                func load() {
                    Task.detached { @MainActor in
                        self.name = "Grace"
                    }
                }
            }
            struct Profile: View {
                @StateObject private var loader = Loader()
                var body: some View {
                    Text(loader.name).onAppear { loader.load() }
                }
            }
            """).expectSuccess(":launch Profile --single-pass\n:settle")
        #expect(!s.events.contains { if case .warning = $0.kind { return true }; return false })
        #expect(s.texts.contains("Grace"))
        // The same write from a detached task's plain closure still warns.
        let plain = Scenario("""
            import Foundation
            final class Loader: ObservableObject {
                @Published var name = "Loading"
            }
            let loader = Loader()
            Task.detached { loader.name = "Grace" }
            """)
        #expect(plain.printed.first?.hasPrefix("Publishing changes from background threads is not allowed") == true, "\(plain.printed)")
    }

    /// OpenIllumi, "SwiftUI Threading Solved: Use @MainActor for Safe Data
    /// Updates" (https://openillumi.com/en/en-swiftui-mainactor-thread-issue-fix):
    /// with the model class marked `@MainActor`, "all changes to the class's
    /// properties and method executions automatically occur on the main
    /// thread" — an async load that awaits and then assigns publishes safely.
    @Test("OpenIllumi: a @MainActor model assigning after an await updates the view without a warning")
    func mainActorModelAfterAwait() {
        let s = Scenario("""
            import SwiftUI
            @MainActor final class DocumentsViewModel: ObservableObject {
                @Published var dataItems: [String] = []
                func refresh() async {
                    try? await Task.sleep(for: .milliseconds(300))
                    dataItems = ["a.pdf", "b.pdf"]
                }
            }
            struct Documents: View {
                @StateObject private var model = DocumentsViewModel()
                var body: some View {
                    Text("\\(model.dataItems.count) documents")
                        .task { await model.refresh() }
                }
            }
            """).expectSuccess(":launch Documents --single-pass\n:wait 300ms")
        #expect(s.texts.contains("2 documents"))
        #expect(!s.events.contains { if case .warning = $0.kind { return true }; return false })
    }

    /// Apple documentation, `Binding.wrappedValue`: updates to a view
    /// displaying a changed value happen "asynchronously" — several writes
    /// in one action are one update: the body runs once, with the last value.
    @Test("Binding.wrappedValue: several writes in one action give one body update with the last value")
    func writesInOneActionCoalesce() {
        let s = Scenario("""
            import SwiftUI
            struct Score: View {
                @State private var points = 0
                var body: some View {
                    VStack {
                        Text("points \\(points)")
                        Button("Bonus") { points += 1; points += 1; points += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Score --single-pass\n:tap Bonus")
        #expect(s.bodyCount("Score", in: s.events(after: "tap")) == 1)
        #expect(s.texts.contains("points 3"))
    }

    /// "Delayed execution of iOS dispatch_after leads to delayed dealloc"
    /// (https://codestudyblog.com/8ten8/80408040551.html): a screen closed
    /// while an `asyncAfter` block that captured it is pending is not
    /// released until the block has run; and, in an answer on reference
    /// cycles with dispatch queues (mirrored at
    /// https://makemeengr.com/how-can-i-create-a-reference-cycle-using-dispatchqueues/),
    /// "When the dispatched task finishes, it resolves any strong references
    /// to any captured reference types and is removed from the queue".
    @Test("asyncAfter: a captured model outlives its screen until the block runs, then is released")
    func asyncAfterKeepsCaptureUntilItRuns() {
        let s = Scenario("""
            import SwiftUI
            import Foundation
            final class Receipt: ObservableObject {
                @Published var sent = false
                deinit { print("receipt freed") }
            }
            struct Checkout: View {
                @StateObject private var receipt = Receipt()
                var body: some View {
                    Button("Pay") {
                        let receipt = receipt
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                            receipt.sent = true
                            print("receipt sent")
                        }
                    }
                }
            }
            struct Shop: View {
                var body: some View {
                    NavigationStack { NavigationLink("Checkout") { Checkout() } }
                }
            }
            """).expectSuccess(":launch Shop --single-pass\n:tap Checkout\n:tap Pay\n:back")
        #expect(s.printed.isEmpty, "the pending block still holds the receipt")
        s.expectSuccess(":wait 3s")
        #expect(s.printed.first == "receipt sent")
        #expect(s.printed == ["receipt sent", "receipt freed"])
    }
}
