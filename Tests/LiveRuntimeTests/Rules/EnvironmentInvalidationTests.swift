import LiveRuntime
import StateLabTestSupport
import Testing

/// V7 for environment values: placing the same object (or an equal
/// value) again when the placing view re-renders changes nothing for the
/// views under it; only those that read it, or whose inputs changed,
/// re-render. Placing another object reaches its readers.
@Suite("Environment values placed again (V7)")
struct EnvironmentInvalidationTests {
    static let source = """
        import SwiftUI
        final class Palette: ObservableObject {
            @Published var ink = "black"
            let name: String
            init(name: String) { self.name = name }
        }
        struct InkSample: View {
            @EnvironmentObject var palette: Palette
            var body: some View { Text(palette.name + " ink " + palette.ink) }
        }
        struct Shelf: View {
            var body: some View { VStack { InkSample() } }
        }
        struct Desk: View {
            var body: some View { Shelf() }
        }
        struct Studio: View {
            @StateObject private var warm = Palette(name: "warm")
            @StateObject private var cool = Palette(name: "cool")
            @State private var useCool = false
            @State private var visits = 0
            var body: some View {
                VStack {
                    Text("visits " + String(visits))
                    Button("Visit") { visits += 1 }
                    Button("Red ink") { warm.ink = "red" }
                    Button("Cool") { useCool = true }
                    Desk()
                }
                .environmentObject(useCool ? cool : warm)
            }
        }
        """

    @Test("the owner re-renders for its own state: the views under the modifier that read nothing stay")
    func sameObjectReevaluatesNobody() {
        let s = Scenario(Self.source).expectSuccess(":launch Studio --single-pass\n:tap Visit")
        let tap = s.events(after: "tap")
        #expect(s.bodyCount("Studio", in: tap) == 1)
        #expect(s.bodyCount("Desk", in: tap) == 0)
        #expect(s.bodyCount("Shelf", in: tap) == 0)
        #expect(s.bodyCount("InkSample", in: tap) == 0)
    }

    @Test("a publish re-renders the reader deep under the modifier, not the views between")
    func publishReachesTheReaderOnly() {
        let s = Scenario(Self.source).expectSuccess(":launch Studio --single-pass\n:tap \"Red ink\"")
        let tap = s.events(after: "tap")
        #expect(s.bodyCount("InkSample", in: tap) == 1)
        #expect(s.bodyCount("Shelf", in: tap) + s.bodyCount("Desk", in: tap) == 0)
        #expect(s.texts.contains("warm ink red"))
    }

    @Test("another object placed reaches the reader")
    func anotherObjectReachesTheReader() {
        let s = Scenario(Self.source).expectSuccess(":launch Studio --single-pass\n:tap Cool")
        #expect(s.texts.contains("cool ink black"))
    }
}
