import LiveRuntime
import StateLabTestSupport
import SwiftSubset
import Testing

/// Real SwiftUI API that StateLab does not model is refused by name at
/// its place — never "cannot find 'GeometryReader' in scope", which blames
/// the program, and never accepted and ignored.
@Suite("SwiftUI that StateLab does not model")
struct UnmodelledAPITests {
    @Test("a view, a Foundation type or a modifier StateLab lacks is 'unsupported in StateLab' at its place")
    func refusedByName() {
        assertDiagnostic("""
            import SwiftUI
            struct Sized: View {
                var body: some View { 1️⃣GeometryReader { proxy in Text("w") } }
            }
            """, message: "unsupported in StateLab: GeometryReader", live: true)
        assertDiagnostic("""
            import SwiftUI
            struct Press: View {
                var body: some View { Text("x").1️⃣onLongPressGesture { print("long") } }
            }
            """, message: "unsupported in StateLab: the onLongPressGesture modifier", live: true)
        assertDiagnostic("""
            import SwiftUI
            struct Avatar: View {
                let image: 1️⃣UIImage
                var body: some View { Text("avatar") }
            }
            """, message: "unsupported in StateLab: UIImage", live: true)
        // Foundation API a model layer reaches for: named, with why.
        assertDiagnostic("""
            import Foundation
            final class Settings {
                let store = 1️⃣UserDefaults.standard
            }
            """, message: "unsupported in StateLab: UserDefaults — this Foundation API is not modelled yet", live: true)
        assertDiagnostic("""
            import Foundation
            struct Note { var body = "" }
            let data = try 1️⃣PropertyListEncoder().encode(Note())
            """, message: "unsupported in StateLab: PropertyListEncoder — StateLab runs Codable with JSONEncoder and JSONDecoder only", live: true)
        // A model layer's network (its errors, URLError, are modelled).
        assertDiagnostic("""
            import Foundation
            func load() async throws -> Data {
                let (data, _) = try await 1️⃣URLSession.shared.data(from: URL(string: "https://example.com")!)
                return data
            }
            """, message: "unsupported in StateLab: URLSession — StateLab's sandbox has no network, files or media", live: true)
    }

    /// A view refused by name is the one error: its content closure is not
    /// judged against an unknown callee, where `.top` in
    /// `proxy.scrollTo(0, anchor: .top)` would add "cannot infer contextual
    /// base in reference to member 'top'".
    @Test("a refused view's closure adds no second error")
    func refusedViewIsTheOneError() {
        for (name, content) in [("ScrollViewReader", "Button(\"Top\") { proxy.scrollTo(0, anchor: .top) }"),
                                ("GeometryReader", "Text(\"w\").frame(width: proxy.size.width, alignment: .leading)")] {
            let (_, diagnostics, _) = evaluateMarked("""
                import SwiftUI
                struct Screen: View {
                    var body: some View { \(name) { proxy in \(content) } }
                }
                """, live: true)
            #expect(diagnostics.map(\.message) == ["unsupported in StateLab: \(name) — StateLab models SwiftUI's state, identity and lifecycle, not layout"])
        }
    }

    /// Standard library and Foundation types a learner's model code names
    /// (reflection, Objective-C bridging, dispatch groups, os logging) are
    /// real API: refused by name, never "cannot find 'Mirror' in scope".
    @Test("standard library, Foundation and os types StateLab lacks are named, with why")
    func standardAndFoundationNames() {
        assertDiagnostic("""
            struct Point { var x = 1 }
            for child in 1️⃣Mirror(reflecting: Point()).children { print(child) }
            """, message: "unsupported in StateLab: Mirror — this standard library API is not modelled yet", live: true)
        assertDiagnostic("""
            import Foundation
            let boxed = 1️⃣NSNumber(value: 3)
            """, message: "unsupported in StateLab: NSNumber — this Foundation API is not modelled yet", live: true)
        assertDiagnostic("""
            import Foundation
            final class Store {
                let group = 1️⃣DispatchGroup()
            }
            """, message: "unsupported in StateLab: DispatchGroup — this Foundation API is not modelled yet", live: true)
        assertDiagnostic("""
            import SwiftUI
            let log = 1️⃣Logger()
            """, message: "unsupported in StateLab: Logger — Apple's os logging is not modelled", live: true)
    }

    /// A member real Swift gives a standard or Foundation type and StateLab
    /// lacks is refused by name before the program runs — never in swiftc's
    /// "has no member" words (which say the program is wrong), and never
    /// after the earlier lines' output. A misspelling is still swiftc's.
    @Test("a standard or Foundation type's member StateLab lacks is named before the program runs")
    func unmodelledMembers() {
        assertDiagnostic("""
            import Foundation
            print("start")
            let page = URL(string: "https://example.com/docs/intro")!
            print(page.1️⃣lastPathComponent)
            """, message: "unsupported in StateLab: URL.lastPathComponent — this API is not modelled yet", live: true)
        assertDiagnostic("""
            import Foundation
            let city = "zürich"
            print(city.1️⃣localizedCapitalized)
            """, message: "unsupported in StateLab: String.localizedCapitalized — this API is not modelled yet", live: true)
        assertDiagnostic("""
            let city = "zürich"
            print(city.1️⃣uppercase())
            """, message: "value of type 'String' has no member 'uppercase'", live: true)
    }

    /// An environment value SwiftUI provides but StateLab does not model
    /// (`locale`) is refused where it is read, instead of reading a
    /// placeholder that never changes.
    @Test("an unmodelled @Environment key is refused where it is read")
    func unmodelledEnvironmentKey() {
        let s = Scenario("""
            import SwiftUI
            struct Saver: View {
                @Environment(\\.locale) private var locale
                var body: some View { Text("in \\(locale.identifier)") }
            }
            """).run(":launch Saver --single-pass")
        let message = s.failures.flatMap(\.diagnostics).map(\.message).joined()
        #expect(message.contains("unsupported in StateLab: @Environment(\\.locale)"), "\(message)")
    }

    /// Apple documentation, "safeAreaInset(edge:alignment:spacing:content:)":
    /// the content is shown beside the view's safe area — a bar of views on
    /// screen with it, whose buttons work (before: styling, not on screen).
    @Test("safeAreaInset content is on screen and can be tapped")
    func safeAreaInsetContent() {
        let s = Scenario("""
            import SwiftUI
            struct Chat: View {
                @State private var sent = 0
                var body: some View {
                    List { Text("\\(sent) sent") }
                        .safeAreaInset(edge: .bottom) { Button("Send") { sent += 1 } }
                }
            }
            """).expectSuccess(":launch Chat --single-pass\n:tap Send")
        #expect(s.texts.contains("1 sent"))
    }
}
