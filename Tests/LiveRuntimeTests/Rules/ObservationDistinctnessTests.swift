import LiveRuntime
import StateLabTestSupport
import Testing

/// An `@Observable` class's setter tells observers only of a change, as the
/// Observation macro expands since Swift 6.2 (swiftlang/swift#78151, "…and
/// distinctness notification"): `shouldNotifyObservers(old, new)` is
/// `old != new` for an `Equatable` property, `old !== new` for a class that is
/// not `Equatable`, and always true otherwise; a mutation in place goes
/// through `_modify`, which always notifies. Checked against swiftc 6.3.1
/// with `withObservationTracking` (the golden `observation-equal-writes.swift`)
/// and in `swiftc -dump-macro-expansions`' expansion of `@Observable`.
@Suite("Rules: @Observable writes notify only on a change")
struct ObservationDistinctnessTests {
    static let source = """
        import SwiftUI
        import Observation
        struct Point { var x = 0 }
        final class Tag { var name = "a" }
        enum Mode { case light, dark }
        @Observable final class Model {
            var count = 0
            var name = "zero"
            var mode = Mode.light
            var items: [Int] = []
            var point = Point()
            var tag = Tag()
        }
        struct Shown: View {
            var model: Model
            var body: some View {
                let _ = (model.count, model.name, model.mode, model.items, model.point, model.tag)
                VStack {
                    Button("Same") { model.count = 0; model.name = "zero"; model.mode = .light; model.items = [] }
                    Button("Same tag") { model.tag = model.tag }
                    Button("Plus zero") { model.count += 0 }
                    Button("Append none") { model.items.append(contentsOf: []) }
                    Button("Same point") { model.point = Point() }
                    Button("New tag") { model.tag = Tag() }
                    Button("Count 1") { model.count = 1 }
                }
            }
        }
        struct Root: View {
            @State private var model = Model()
            var body: some View { Shown(model: model) }
        }
        """

    @Test(arguments: [("Same", 0), ("Same tag", 0), ("Plus zero", 1), ("Append none", 1), ("Same point", 1), ("New tag", 1), ("Count 1", 1)])
    func aReaderReRunsOnlyForAChange(_ button: String, _ bodies: Int) {
        let s = Scenario(Self.source).expectSuccess(":launch Root --single-pass\n:tap \(button)")
        #expect(s.bodyCount("Shown", in: s.events(after: "tap \"\(button)\"")) == bodies, "\(button)")
    }
}
