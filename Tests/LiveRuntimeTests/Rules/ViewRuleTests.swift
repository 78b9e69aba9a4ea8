import LiveRuntime
import StateLabTestSupport
import Testing

/// DESIGN §3, views and wrappers: one test per rule, named by its id.
@Suite("Views and wrappers (V1–V9)")
struct ViewRuleTests {
    @Test("V1: constructing a view runs property defaults in order, then init")
    func v1() {
        let s = Scenario("""
            import SwiftUI
            func note(_ s: String) -> String { print(s); return s }
            struct Card: View {
                let a = note("default a")
                let b: String
                let c = note("default c")
                init() { b = note("init body") }
                var body: some View { Text(a + b + c) }
            }
            """).expectSuccess(":launch Card --single-pass")
        #expect(s.printed == ["default a", "default c", "init body"])
    }

    @Test("V2: @State evaluates its default at every struct init; @StateObject captures it unevaluated")
    func v2() {
        let s = Scenario("""
            import SwiftUI
            final class Tally: ObservableObject {
                let kind: String
                init(_ kind: String) { self.kind = kind; print("Tally.init", kind) }
            }
            struct Child: View {
                @State var eager = Tally("state")
                @StateObject var lazy = Tally("stateObject")
                var body: some View { Text("child") }
            }
            struct Parent: View {
                @State var n = 0
                var body: some View {
                    VStack {
                        // The parent reads n: its body runs again when n changes.
                        Button("Bump \\(n)") { n += 1 }
                        Child()
                    }
                }
            }
            """).expectSuccess(":launch Parent --single-pass\n:tap Bump 0\n:tap Bump 1")
        #expect(s.printed.filter { $0 == "Tally.init state" }.count == 3, "one per Child() construction")
        #expect(s.printed.filter { $0 == "Tally.init stateObject" }.count == 1, "once, at install")
    }

    @Test("V2a: wrappers are checked as Swift checks them")
    func v2a() {
        assertDiagnostic("""
            import SwiftUI
            final class Plain {}
            struct V: View {
                @StateObject var 1️⃣model = Plain()
                var body: some View { Text("x") }
            }
            """, message: "generic struct 'StateObject' requires that 'Plain' conform to 'ObservableObject'", live: true)
        assertDiagnostic("""
            import SwiftUI
            final class Legacy: ObservableObject {}
            struct V: View {
                @Bindable var 1️⃣model: Legacy
                var body: some View { Text("x") }
            }
            """, message: "generic struct 'Bindable' requires that 'Legacy' conform to 'Observable'", live: true)
        assertDiagnostic("""
            import SwiftUI
            import Observation
            @Observable final class Modern {}
            struct V: View {
                @ObservedObject var 1️⃣model: Modern
                var body: some View { Text("x") }
            }
            """, message: "generic struct 'ObservedObject' requires that 'Modern' conform to 'ObservableObject'", live: true)
        assertDiagnostic("""
            import SwiftUI
            import Observation
            @Observable final class Modern {}
            struct V: View {
                @EnvironmentObject var 1️⃣model: Modern
                var body: some View { Text("x") }
            }
            """, message: "generic struct 'EnvironmentObject' requires that 'Modern' conform to 'ObservableObject'", live: true)
        // A standard value type never meets a class-bound requirement: a
        // counter written `@StateObject var count = 0` is refused by name.
        assertDiagnostic("""
            import SwiftUI
            struct V: View {
                @StateObject var 1️⃣count = 0
                var body: some View { Text("\\(count)") }
            }
            """, message: "generic struct 'StateObject' requires that 'Int' conform to 'ObservableObject'", live: true)
        assertDiagnostic("""
            import SwiftUI
            struct V: View {
                @ObservedObject var 1️⃣names: [String]
                var body: some View { Text("x") }
            }
            """, message: "generic struct 'ObservedObject' requires that '[String]' conform to 'ObservableObject'", live: true)
        // Checked with swiftc 6.3: a wrapper's storage changes, so a `let` is refused.
        assertDiagnostic("""
            import SwiftUI
            struct V: View {
                1️⃣@State let count = 0
                var body: some View { Text("\\(count)") }
            }
            """, message: "property wrapper can only be applied to a 'var'", live: true)
        // A view model written as a struct: Combine makes @Published's
        // wrappedValue unavailable outside a class.
        assertDiagnostic("""
            import SwiftUI
            struct Settings {
                @Published var 1️⃣volume = 3
            }
            """, message: "'wrappedValue' is unavailable: @Published is only available on properties of classes", live: true)
    }

    @Test("V3: in init, @State reads the throwaway default; @StateObject outside a view warns and makes a new one")
    func v3() {
        let s = Scenario("""
            import SwiftUI
            final class Box: ObservableObject {
                static var made = 0
                let n: Int
                init() { Box.made += 1; n = Box.made }
            }
            struct Shown: View {
                @State private var count = 5
                // Not `private`: the top-level code below reads it (swiftc refuses a private one).
                @StateObject var box = Box()
                init() { print("init sees count", count) }
                var body: some View {
                    Button("Add") { count += 10 }
                }
            }
            let loose = Shown()
            print(loose.box.n, loose.box.n)
            """).expectSuccess(":launch Shown --single-pass\n:tap Add")
        let warnings = s.events.filter { if case .warning = $0.kind { return true }; return false }
        #expect(warnings.count == 2)
        #expect(s.printed.contains("1 2"), "a new instance each time: \(s.printed)")
        #expect(s.printed.filter { $0 == "init sees count 5" }.count >= 2, "every init sees the default, never the live 15")
    }

    @Test("V4: identity is position, branch, type, ForEach id and .id")
    func v4() {
        let s = Scenario("""
            import SwiftUI
            final class Tag: ObservableObject {
                let name: String
                init(_ name: String) { self.name = name; print("make", name) }
                deinit { print("drop", name) }
            }
            struct Cell: View {
                @StateObject var tag: Tag
                init(_ name: String) { _tag = StateObject(wrappedValue: Tag(name)) }
                var body: some View { Text(tag.name) }
            }
            struct Board: View {
                @State var flipped = false
                @State var key = 0
                var body: some View {
                    VStack {
                        Button("Flip") { flipped.toggle() }
                        Button("Rekey") { key += 1 }
                        if flipped { Cell("then") } else { Cell("else") }
                        Cell("keyed").id(key)
                        ForEach([1, 2], id: \\.self) { n in Cell("row \\(n)") }
                    }
                }
            }
            """).expectSuccess(":launch Board --single-pass")
        let mark = s.printed.count
        s.expectSuccess(":tap Flip")
        #expect(s.printed(since: mark) == ["make then", "drop else"], "another branch is another identity")
        let mark2 = s.printed.count
        s.expectSuccess(":tap Rekey")
        #expect(s.printed(since: mark2) == ["make keyed", "drop keyed"], "a new .id is a new identity")
    }

    @Test("V5: installing creates storage from the struct, runs @StateObject closures and DynamicProperty.update()")
    func v5() {
        let s = Scenario("""
            import SwiftUI
            final class Model: ObservableObject { init() { print("Model.init") } }
            struct Tracker: DynamicProperty {
                func update() { print("update") }
            }
            struct Screen: View {
                @StateObject var model = Model()
                @State var count = 3
                var tracker = Tracker()
                var body: some View { Text("count \\(count)") }
            }
            """).expectSuccess(":launch Screen --single-pass")
        #expect(s.printed == ["Model.init", "update"])
        let storage = s.events.compactMap { event -> String? in
            if case .storageCreated(_, _, let property, let wrapper) = event.kind { return "\(wrapper) \(property)" }
            return nil
        }
        #expect(storage == ["@StateObject model", "@State count"])
    }

    /// Apple's `ForEach` documentation: the id "uniquely identifies" each
    /// element's view — identify rows by position and a deletion hands one
    /// row's state to another element.
    @Test("V4: a ForEach keyed by position moves state to another element after a delete")
    func v4Position() {
        let source = """
            import SwiftUI
            struct Row: View {
                let name: String
                @State private var ticked = false
                var body: some View { Button(ticked ? "\\(name) ticked" : "Tick \\(name)") { ticked = true } }
            }
            struct Rows: View {
                @State private var names = ["a", "b", "c"]
                var body: some View {
                    List {
                        KEYING
                            .onDelete { offsets in names.remove(atOffsets: offsets) }
                    }
                }
            }
            """
        let byName = Scenario(source.replacingOccurrences(of: "KEYING", with: "ForEach(names, id: \\.self) { n in Row(name: n) }"))
            .expectSuccess(":launch Rows --single-pass\n:tap Tick b\n:delete Tick a")
        let named = LibraryScenarioTests.texts(byName.session.viewTree())
        #expect(named.contains("b ticked") && named.contains("Tick c"), "\(named)")
        let byPosition = Scenario(source.replacingOccurrences(of: "KEYING", with: "ForEach(names.indices, id: \\.self) { i in Row(name: names[i]) }"))
            .expectSuccess(":launch Rows --single-pass\n:tap Tick b\n:delete Tick a")
        let positioned = LibraryScenarioTests.texts(byPosition.session.viewTree())
        #expect(positioned.contains("Tick b") && positioned.contains("c ticked"), "the state stayed at position 1: \(positioned)")
    }

    /// Apple's `DynamicProperty.update()`: "SwiftUI calls this function
    /// before rendering a view's body" — every body of an installed view,
    /// never while a struct is only built (by a link, say).
    @Test("V5: DynamicProperty.update() runs before every body of the installed view, not at construction")
    func v5UpdateEveryBody() {
        let s = Scenario("""
            import SwiftUI
            struct Probe: DynamicProperty {
                func update() { print("update") }
            }
            struct Detail: View {
                var probe = Probe()
                @State private var taps = 0
                var body: some View {
                    let _ = print("body")
                    Button("Tap \\(taps)") { taps += 1 }
                }
            }
            struct Menu: View {
                var body: some View {
                    NavigationStack { NavigationLink("Open") { Detail() } }
                }
            }
            """).expectSuccess(":launch Menu --single-pass")
        #expect(s.printed.isEmpty, "the link built Detail; nothing was installed")
        s.expectSuccess(":tap Open\n:tap Tap 0")
        #expect(s.printed == ["update", "body", "update", "body"])
    }

    @Test("V6: a new value's defaults are discarded; the previous value is released when replaced")
    func v6() {
        let s = Scenario("""
            import SwiftUI
            final class Probe {
                let n: Int
                init(_ n: Int) { self.n = n; print("init", n) }
                deinit { print("deinit", n) }
            }
            var made = 0
            func next() -> Probe { made += 1; return Probe(made) }
            struct Child: View {
                @State var probe = next()
                var body: some View { Text("live \\(probe.n)") }
            }
            struct Parent: View {
                @State var n = 0
                var body: some View {
                    VStack {
                        Button("Again \\(n)") { n += 1 }
                        Child()
                    }
                }
            }
            """).expectSuccess(":launch Parent --single-pass\n:tap Again 0\n:tap Again 1")
        // Probe 1 is the live storage; 2 is held by the current value until 3 replaces it.
        #expect(s.printed == ["init 1", "init 2", "init 3", "deinit 2"])
    }

    /// Apple's `State` documentation: "SwiftUI initializes the state's
    /// storage only once for each container instance that you declare."
    @Test("V6: a value a parent passes to @State is used once, when the storage is created")
    func v6ParentValue() {
        let s = Scenario("""
            import SwiftUI
            struct Gauge: View {
                @State var reading: Int
                var body: some View { Text("reading \\(reading)") }
            }
            struct Panel: View {
                @State var level = 1
                var body: some View {
                    VStack {
                        Button("Raise") { level += 1 }
                        Gauge(reading: level)
                    }
                }
            }
            """).expectSuccess(":launch Panel --single-pass\n:tap Raise\n:tap Raise")
        #expect(ArticleScenarioTests.texts(s.session.viewTree()!).contains("reading 1"), "later values are ignored")
        #expect(s.bodyCount("Gauge", in: s.events(after: "tap \"Raise")) == 0)
    }

    /// SwiftUI redraws for storage it manages (`State`, observed objects),
    /// never for a write to a static property or to a plain object a view
    /// struct holds — and a `@State` write re-evaluates only its own view.
    @Test("V7: writes SwiftUI does not watch re-evaluate nothing; a @State write re-evaluates its own view only")
    func v7Unwatched() {
        let s = Scenario("""
            import SwiftUI
            final class Box { var value = 0 }
            struct Card: View {
                static var shared = 0
                let box = Box()
                @State private var own = 0
                var body: some View {
                    VStack {
                        Text("\\(Card.shared) \\(box.value) \\(own)")
                        Button("Static") { Card.shared += 1 }
                        Button("Boxed") { box.value += 1 }
                        Button("Own") { own += 1 }
                    }
                }
            }
            struct Host: View {
                var body: some View { Card() }
            }
            """).expectSuccess(":launch Host --single-pass\n:tap Static\n:tap Boxed\n:tap Own")
        #expect(s.bodyCount("Card", in: s.events(after: "tap \"Static")) == 0)
        #expect(s.bodyCount("Card", in: s.events(after: "tap \"Boxed")) == 0)
        #expect(s.bodyCount("Card", in: s.events(after: "tap \"Own")) == 1)
        #expect(s.bodyCount("Host", in: s.events(after: "tap \"Own")) == 0)
    }

    @Test("V7: what re-evaluates a body, and what does not")
    func v7() {
        let s = Scenario("""
            import SwiftUI
            import Observation
            final class Legacy: ObservableObject { @Published var value = 0 }
            @Observable final class Modern { var shown = 0; var hidden = 0 }
            struct StateHeld: View {
                @State var legacy = Legacy()
                var body: some View {
                    Button("Bump legacy in state") { legacy.value += 1 }
                }
            }
            struct Observing: View {
                @ObservedObject var legacy: Legacy
                var body: some View { Text("observed \\(legacy.value)") }
            }
            struct Reading: View {
                let modern: Modern
                var body: some View { Text("shown \\(modern.shown)") }
            }
            struct Root: View {
                @State var legacy = Legacy()
                @State var modern = Modern()
                var body: some View {
                    VStack {
                        StateHeld()
                        Observing(legacy: legacy)
                        Reading(modern: modern)
                        Button("Bump shared legacy") { legacy.value += 1 }
                        Button("Bump shown") { modern.shown += 1 }
                        Button("Bump hidden") { modern.hidden += 1 }
                    }
                }
            }
            """).expectSuccess(":launch Root --single-pass")
        s.expectSuccess(":tap \"Bump legacy in state\"")
        #expect(s.bodyCount("StateHeld", in: s.events(after: "tap \"Bump legacy in state")) == 0,
                "@Published writes do not re-evaluate a view that holds the object in @State")
        s.expectSuccess(":tap \"Bump shared legacy\"")
        #expect(s.bodyCount("Observing", in: s.events(after: "tap \"Bump shared legacy")) == 1)
        #expect(s.bodyCount("Root", in: s.events(after: "tap \"Bump shared legacy")) == 0)
        s.expectSuccess(":tap \"Bump shown\"")
        #expect(s.bodyCount("Reading", in: s.events(after: "tap \"Bump shown")) == 1, "a property its body read")
        s.expectSuccess(":tap \"Bump hidden\"")
        #expect(s.bodyCount("Reading", in: s.events(after: "tap \"Bump hidden")) == 0, "a property its body never read")
    }

    @Test("V8: one event is one transaction: every write, then bodies once, top-down")
    func v8() {
        let s = Scenario("""
            import SwiftUI
            struct Leaf: View {
                let value: Int
                var body: some View { Text("leaf \\(value)") }
            }
            struct Tree: View {
                @State var a = 0
                @State var b = 0
                var body: some View {
                    VStack {
                        Button("Both") { a += 1; b += 1; a += 1 }
                        Leaf(value: a + b)
                    }
                }
            }
            """).expectSuccess(":launch Tree --single-pass\n:tap Both")
        let after = s.events(after: "tap \"Both")
        let bodies = after.compactMap { event -> String? in
            if case .bodyEvaluated(let view, _) = event.kind { return view }
            return nil
        }
        #expect(bodies == ["Tree", "Leaf"], "three writes, one pass, parent before child")
    }

    /// The order of bodies in one pass, where DESIGN says only "top-down":
    /// views marked dirty run shallowest first — every dirty view of one
    /// depth before any deeper one (mid A, mid B, then leaf A, leaf B) —
    /// while a view installed in the pass (at launch, an inserted row) runs
    /// its body as it is installed, so a new subtree runs depth first. No
    /// public iOS log we found shows two invalidated siblings and their
    /// children in one transaction; the order decides only the order of
    /// the prints in those bodies.
    @Test("V8: dirty views run level by level; a view installed in the pass runs depth first")
    func v8Order() {
        let s = Scenario("""
            import SwiftUI
            struct Leaf: View {
                let name: String
                let value: Int
                var body: some View {
                    let _ = print("leaf \\(name)")
                    Text("\\(name) \\(value)")
                }
            }
            struct Mid: View {
                let name: String
                let value: Int
                var body: some View {
                    let _ = print("mid \\(name)")
                    Leaf(name: name, value: value)
                }
            }
            struct Root: View {
                @State private var n = 0
                @State private var extra = false
                var body: some View {
                    VStack {
                        Mid(name: "A", value: n)
                        Mid(name: "B", value: n)
                        if extra { Mid(name: "C", value: n) }
                        Button("Bump") { n += 1 }
                        Button("Insert") { extra = true }
                    }
                }
            }
            """).expectSuccess(":launch Root --single-pass")
        #expect(s.printed == ["mid A", "leaf A", "mid B", "leaf B"])
        var mark = s.printed.count
        s.expectSuccess(":tap Bump")
        #expect(s.printed(since: mark) == ["mid A", "mid B", "leaf A", "leaf B"])
        mark = s.printed.count
        s.expectSuccess(":tap Insert")
        #expect(s.printed(since: mark) == ["mid C", "leaf C"])
    }

    @Test("V9: launch evaluates the root body twice unless told not to")
    func v9() {
        let source = """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    let _ = print("Home.body")
                    Text("home")
                }
            }
            """
        #expect(Scenario(source).expectSuccess(":launch Home").printed == ["Home.body", "Home.body"])
        #expect(Scenario(source).expectSuccess(":launch Home --single-pass").printed == ["Home.body"])
    }
}
