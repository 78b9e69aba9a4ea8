import LiveRuntime
import StateLabTestSupport
import Testing

/// A view is a struct and its `body` a getter: a plain stored `var` of the
/// view cannot change there, nor in a closure made there (a button's
/// action, `.onAppear`). That is the mistake `@State` exists for, and
/// swiftc refuses it before anything runs; so does StateLab, in swiftc's
/// words (checked against swiftc 6.3 on the same code with SwiftUI's view
/// types declared by hand, as SwiftUI is not on Linux). Through a wrapper
/// or a reference the same writes are fine, and they work.
@Suite("A view's own properties (the reason for @State)")
struct ViewMutabilityTests {
    @Test("a plain var changed in a button's action is refused, at the operator")
    func plainVarInButtonAction() {
        assertDiagnostic("""
            import SwiftUI
            struct CounterView: View {
                var count = 0
                var body: some View {
                    VStack {
                        Text("Count: \\(count)")
                        Button("+") { count 1️⃣+= 1 }
                    }
                }
            }
            """, message: "left side of mutating operator isn't mutable: 'self' is immutable",
            id: "compiler.immutableMutatingOperator", live: true)
    }

    @Test("assigning a plain var in an action, or mutating one in .onAppear, is refused")
    func plainVarAssignedOrMutated() {
        assertDiagnostic("""
            import SwiftUI
            struct CounterView: View {
                var count = 0
                var body: some View {
                    Button("Reset") { 1️⃣count = 0 }
                }
            }
            """, message: "cannot assign to property: 'self' is immutable", id: "compiler.cannotAssign", live: true)
        assertDiagnostic("""
            import SwiftUI
            struct ListView: View {
                var items: [String] = []
                var body: some View {
                    Text("\\(items.count)")
                        .onAppear { items.1️⃣append("x") }
                }
            }
            """, message: "cannot use mutating member on immutable value: 'self' is immutable",
            id: "compiler.immutableMutatingMember", live: true)
    }

    @Test("a refused view runs nothing: no init, no body")
    func refusedViewRunsNothing() {
        let (output, diagnostics, _) = evaluateMarked("""
            import SwiftUI
            print("top-level code ran")
            struct CounterView: View {
                var count = 0
                init() { print("init ran") }
                var body: some View { Button("+") { count += 1 } }
            }
            let view = CounterView()
            """, live: true)
        #expect(output.isEmpty)
        #expect(diagnostics.count == 1)
    }

    @Test("through @State, @Binding, @StateObject and a plain class reference the same writes work")
    func wrappersAndReferencesMayChange() {
        let s = Scenario("""
            import SwiftUI
            final class Log: ObservableObject {
                @Published var entries: [String] = []
            }
            final class Plain { var taps = 0 }
            struct Child: View {
                @Binding var count: Int
                var body: some View { Button("Child +") { count += 1 } }
            }
            struct CounterView: View {
                @State private var count = 0
                @State private var names: [String] = []
                @StateObject private var log = Log()
                let plain = Plain()
                var body: some View {
                    VStack {
                        Text("count \\(count), names \\(names.count), log \\(log.entries.count)")
                        Button("+") {
                            count += 1
                            names.append("n")
                            log.entries.append("tap")
                            plain.taps += 1
                            print("count", count, "names", names.count, "log", log.entries.count, "taps", plain.taps)
                        }
                        Child(count: $count)
                    }
                }
            }
            """).expectSuccess(":launch CounterView --single-pass\n:tap +\n:tap Child +\n:tap +")
        #expect(s.printed == ["count 1 names 1 log 1 taps 1", "count 3 names 2 log 2 taps 2"])
    }
}
