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

    @Test("two values appended to a NavigationPath at once: only the top screen appears; covered screens disappear and their tasks restart when shown again")
    func pathPushesAndPops() {
        let s = Scenario("""
            import SwiftUI
            struct Detail: View {
                let n: Int
                var body: some View {
                    VStack {
                        Text("detail \\(n)")
                        NavigationLink("Deeper", value: n + 1)
                    }
                    .onAppear { print("appear \\(n)") }
                    .onDisappear { print("disappear \\(n)") }
                    .task {
                        print("task \\(n) start")
                        do { try await Task.sleep(for: .seconds(5)); print("task \\(n) done") } catch { print("task \\(n) cancelled") }
                    }
                }
            }
            struct Home: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Text("home")
                            Button("Jump") { path.append(1); path.append(2) }
                        }
                        .navigationDestination(for: Int.self) { n in Detail(n: n) }
                        .onAppear { print("home appear") }
                        .onDisappear { print("home disappear") }
                    }
                }
            }
            """).expectSuccess(":launch Home --single-pass\n:tap Jump\n:tap Deeper\n:back\n:back\n:wait 6s")
        #expect(s.printed == [
            "home appear", "home disappear", "appear 2", "task 2 start",
            "disappear 2", "appear 3", "task 2 cancelled", "task 3 start",
            "disappear 3", "appear 2", "task 3 cancelled", "task 2 start",
            "disappear 2", "appear 1", "task 2 cancelled", "task 1 start", "task 1 done",
        ])
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
