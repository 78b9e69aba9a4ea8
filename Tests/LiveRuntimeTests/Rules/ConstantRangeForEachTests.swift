import LiveRuntime
import StateLabTestSupport
import Testing

/// `ForEach(_:content:)` over a bare `Range` reads only its initial range
/// (Apple's documentation; the ViewGraph README's decision), with
/// SwiftUI's warning when a later range has another count; its rows still
/// follow the body's other state.
@Suite("ForEach over a bare Range keeps its initial range")
struct ConstantRangeForEachTests {
    static let source = """
        import SwiftUI
        struct Seats: View {
            @State private var rows = 3
            @State private var prefix = "seat"
            @State private var showsSeats = true
            var body: some View {
                VStack {
                    Button("Add row") { rows += 1 }
                    Button("Rename") { prefix = "place" }
                    Button("Hide") { showsSeats.toggle() }
                    if showsSeats {
                        ForEach(0..<rows) { n in Text(prefix + " " + String(n)) }
                    }
                }
            }
        }
        """

    static func seats(_ s: Scenario) -> [String] { s.texts.filter { $0.hasPrefix("seat ") || $0.hasPrefix("place ") } }

    @Test("a larger range later shows the initial rows, with SwiftUI's warning")
    func largerRangeIgnored() {
        let s = Scenario(Self.source).expectSuccess(":launch Seats --single-pass\n:tap \"Add row\"")
        #expect(Self.seats(s) == ["seat 0", "seat 1", "seat 2"])
        #expect(s.printed.contains { $0.contains("count (4) != its initial count (3)") })
    }

    @Test("its rows are still rebuilt with the body's other state")
    func rowsFollowOtherState() {
        let s = Scenario(Self.source).expectSuccess(":launch Seats --single-pass\n:tap \"Add row\"\n:tap Rename")
        #expect(Self.seats(s) == ["place 0", "place 1", "place 2"])
    }

    @Test("a ForEach that left the body and comes back reads its range anew")
    func newForEachReadsAgain() {
        let s = Scenario(Self.source).expectSuccess(":launch Seats --single-pass\n:tap \"Add row\"\n:tap Hide\n:tap Hide")
        #expect(Self.seats(s) == ["seat 0", "seat 1", "seat 2", "seat 3"])
    }

    /// Apple's `List.init(_:rowContent:)` over a `Range<Int>`: "computes
    /// views on demand over a constant range".
    @Test("List over a bare Range identifies rows by their integers and keeps its initial range")
    func listOverRange() {
        let s = Scenario("""
            import SwiftUI
            struct Lanes: View {
                @State private var lanes = 2
                var body: some View {
                    VStack {
                        Button("Open lane") { lanes += 1 }
                        List(0..<lanes) { n in Text("lane " + String(n)) }
                    }
                }
            }
            """).expectSuccess(":launch Lanes --single-pass")
        #expect(s.texts.filter { $0.hasPrefix("lane ") } == ["lane 0", "lane 1"])
        s.expectSuccess(":tap \"Open lane\"")
        #expect(s.texts.filter { $0.hasPrefix("lane ") } == ["lane 0", "lane 1"])
    }
}
