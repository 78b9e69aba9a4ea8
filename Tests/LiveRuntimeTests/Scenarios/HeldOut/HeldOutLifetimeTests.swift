import LiveRuntime
import StateLabTestSupport
import Testing

/// Held-out scenarios, written as tutorials write SwiftUI, on when
/// objects are made and kept: a `@StateObject` built from a parameter,
/// a navigation destination built before it is pushed, a sheet per
/// item. Expectations follow the seed articles 002 and 003 and DESIGN
/// V5, V6, N1–N3.
@Suite("Held-out scenarios: lifetimes")
struct HeldOutLifetimeTests {
    @Test("StateObject(wrappedValue:) from a parameter keeps the first object; .id(parameter) makes a new one")
    func stateObjectFromAParameter() {
        let s = Scenario("""
            import SwiftUI
            final class DetailModel: ObservableObject {
                let id: String
                init(id: String) { self.id = id; print("init \\(id)") }
                deinit { print("deinit \\(id)") }
            }
            struct UserDetail: View {
                @StateObject private var model: DetailModel
                init(userID: String) { _model = StateObject(wrappedValue: DetailModel(id: userID)) }
                var body: some View { Text("user \\(model.id)") }
            }
            struct Users: View {
                @State private var selected = "1"
                var body: some View {
                    VStack {
                        UserDetail(userID: selected)
                        UserDetail(userID: selected).id(selected)
                        Button("Next user") { selected = String(Int(selected)! + 1) }
                    }
                }
            }
            """).expectSuccess(":launch Users --single-pass\n:tap Next user")
        // The first detail's new autoclosure is never run; the second is a
        // new identity, and the object the old one owned dies with it.
        #expect(s.printed == ["init 1", "init 1", "init 2", "deinit 1"])
        #expect(s.texts.filter { $0.hasPrefix("user") } == ["user 1", "user 2"])
    }

    @Test("a NavigationLink builds its destination with its parent: @State's default runs before any push, once")
    func eagerDestination() {
        let s = Scenario("""
            import SwiftUI
            @Observable
            final class Heavy {
                init() { print("Heavy init") }
            }
            struct Destination: View {
                @State private var heavy = Heavy()
                var body: some View { Text("destination") }
            }
            struct Start: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Open") { Destination() }
                    }
                }
            }
            """).expectSuccess(":launch Start --single-pass")
        #expect(s.printed == ["Heavy init"], "made when the link was built, before the tap")
        s.expectSuccess(":tap Open\n:back\n:tap Open")
        #expect(s.printed == ["Heavy init"], "pushing installs the struct the link already holds")
        #expect(s.texts.contains("destination"))
    }

    @Test(".sheet(item:): each item presents a sheet of its own, with fresh @State")
    func sheetPerItem() {
        let s = Scenario("""
            import SwiftUI
            struct Item: Identifiable {
                let id: Int
                var title: String
            }
            struct ItemSheet: View {
                let item: Item
                @State private var notes = ""
                var body: some View {
                    VStack {
                        Text("sheet \\(item.title) \\(notes)")
                        TextField("Notes", text: $notes)
                    }
                }
            }
            struct Items: View {
                @State private var shown: Item?
                var body: some View {
                    VStack {
                        Button("Show A") { shown = Item(id: 1, title: "A") }
                        Button("Show B") { shown = Item(id: 2, title: "B") }
                    }
                    .sheet(item: $shown) { item in ItemSheet(item: item) }
                }
            }
            """).expectSuccess(":launch Items --single-pass\n:tap Show A\n:type Notes hi")
        #expect(s.texts.contains("sheet A hi"))
        s.expectSuccess(":back\n:tap Show B")
        #expect(s.texts.contains("sheet B "))
    }
}
