import LiveRuntime
import StateLabTestSupport
import Testing

/// Held-out scenarios, written as tutorials write SwiftUI, on identity:
/// who keeps `@State` when rows move, branches switch and ids change.
/// Each expectation is what iOS 17 does by SwiftUI's identity rules
/// (DESIGN V4–V6): state belongs to a position plus an explicit id.
@Suite("Held-out scenarios: identity")
struct HeldOutIdentityTests {
    static let rows = """
        import SwiftUI
        struct Fruit: Identifiable {
            let id: Int
            var name: String
        }
        struct FruitRow: View {
            let fruit: Fruit
            @State private var likes = 0
            var body: some View {
                HStack {
                    Text("\\(fruit.name) \\(likes)")
                    Button("Like \\(fruit.name)") { likes += 1 }
                }
            }
        }
        struct Basket: View {
            @State private var fruits = [Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "pear"), Fruit(id: 3, name: "plum")]
            var body: some View {
                List {
                    ForEach(fruits) { fruit in FruitRow(fruit: fruit) }
                        .onDelete { fruits.remove(atOffsets: $0) }
                }
                Button("Reverse") { fruits.reverse() }
            }
        }
        struct IndexedBasket: View {
            @State private var fruits = ["apple", "pear", "plum"]
            var body: some View {
                VStack {
                    ForEach(fruits.indices, id: \\.self) { i in
                        FruitRow(fruit: Fruit(id: i, name: fruits[i]))
                    }
                    Button("Drop first") { fruits.removeFirst() }
                }
            }
        }
        """

    @Test("rows identified by their model's id keep their @State when reordered and deleted")
    func rowsKeepStateByID() {
        let s = Scenario(Self.rows).expectSuccess("""
            :launch Basket --single-pass
            :tap Like pear
            :tap Like pear
            :tap Like plum
            :tap Reverse
            """)
        #expect(s.texts.filter { $0.contains(" ") && !$0.hasPrefix("Like") } == ["plum 1", "pear 2", "apple 0"])
        // A row that reads several texts is named by its first words.
        s.expectSuccess(":delete pear")
        #expect(s.texts.contains("plum 1") && s.texts.contains("apple 0") && !s.texts.contains("pear 2"))
    }

    @Test("rows identified by their index: removing the first shifts every row's @State onto its neighbour's data")
    func rowsByIndexShiftState() {
        let s = Scenario(Self.rows).expectSuccess("""
            :launch IndexedBasket --single-pass
            :tap Like apple
            :tap Like pear
            :tap Like pear
            :tap Drop first
            """)
        // Positions 0 and 1 survive with their counts; the data moved under them.
        #expect(s.texts.contains("pear 1") && s.texts.contains("plum 2"))
    }

    static let misc = """
        import SwiftUI
        struct CounterCard: View {
            let title: String
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("\\(title): \\(count)")
                    Button("Bump \\(title)") { count += 1 }
                }
                .onAppear { print("\\(title) appears") }
                .onDisappear { print("\\(title) disappears") }
            }
        }
        struct Branches: View {
            @State private var compact = false
            var body: some View {
                VStack {
                    if compact {
                        CounterCard(title: "card")
                    } else {
                        CounterCard(title: "card").padding()
                    }
                    Button("Switch") { compact.toggle() }
                }
            }
        }
        struct Resettable: View {
            @State private var generation = 0
            var body: some View {
                VStack {
                    CounterCard(title: "game").id(generation)
                    Button("New game") { generation += 1 }
                }
            }
        }
        """

    @Test("the same view in the two branches of an if/else is two identities: switching loses its state")
    func branchesLoseState() {
        let s = Scenario(Self.misc).expectSuccess(":launch Branches --single-pass\n:tap Bump card\n:tap Bump card")
        #expect(s.texts.contains("card: 2"))
        s.expectSuccess(":tap Switch")
        #expect(s.texts.contains("card: 0"))
        #expect(s.printed == ["card appears", "card disappears", "card appears"])
        s.expectSuccess(":tap Switch")
        #expect(s.texts.contains("card: 0"), "back in the else branch: a fresh identity again")
    }

    @Test(".id(x) with a new x replaces the view: fresh @State, disappear then appear")
    func explicitIDResets() {
        let s = Scenario(Self.misc).expectSuccess(":launch Resettable --single-pass\n:tap Bump game\n:tap Bump game")
        #expect(s.texts.contains("game: 2"))
        s.expectSuccess(":tap New game")
        #expect(s.texts.contains("game: 0"))
        #expect(s.printed == ["game appears", "game disappears", "game appears"])
    }

    @Test(".task(id:) restarts when the id changes; the cancelled run reads the live, new @State")
    func taskIDRestarts() {
        let s = Scenario("""
            import SwiftUI
            struct Loader: View {
                @State private var query = "a"
                var body: some View {
                    VStack {
                        TextField("Query", text: $query)
                        Text("query \\(query)")
                    }
                    .task(id: query) {
                        print("load \\(query) start")
                        do {
                            try await Task.sleep(for: .seconds(1))
                            print("load \\(query) done")
                        } catch {
                            print("load cancelled, query now \\(query)")
                        }
                    }
                }
            }
            """).expectSuccess(":launch Loader --single-pass\n:wait 300ms\n:type Query ab\n:wait 2s")
        #expect(s.printed == ["load a start", "load cancelled, query now ab", "load ab start", "load ab done"])
    }
}
