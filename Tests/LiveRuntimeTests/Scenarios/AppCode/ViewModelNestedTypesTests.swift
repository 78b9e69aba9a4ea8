import LiveRuntime
import StateLabTestSupport
import Testing

/// View models name their own types after what they mean — `enum State`,
/// `enum LoadState`, `struct Result`, `enum Field` — nested inside the
/// model. Swift finds such a type only through its parent, so SwiftUI's
/// `State` and the standard library's `Result` stay what they are
/// everywhere else in the file.
@Suite("A view model's nested types")
struct ViewModelNestedTypesTests {
    @Test("a view model's nested enum State leaves @State alone")
    func nestedStateDoesNotHideSwiftUIState() {
        let s = Scenario("""
            import SwiftUI
            @MainActor
            final class FeedModel: ObservableObject {
                enum State { case idle, loaded([String]) }
                struct Result { var count = 0 }
                @Published private(set) var state: State = .idle
                func load() { state = .loaded(["a", "b"]) }
                func summary() -> Result { if case .loaded(let items) = state { return Result(count: items.count) }; return Result() }
            }
            struct FeedView: View {
                @State private var taps = 0
                @StateObject private var model = FeedModel()
                var body: some View {
                    VStack {
                        Text("taps \\(taps), items \\(model.summary().count)")
                        Button("Load") { taps += 1; model.load() }
                    }
                }
            }
            let outcome: Result<Int, Error> = .success(1)
            print(outcome)
            """).expectSuccess(":launch FeedView --single-pass\n:tap Load")
        #expect(s.printed == ["success(1)"])
        #expect(s.texts.contains("taps 1, items 2"))
    }
}
