import LiveRuntime
import StateLabTestSupport
import Testing

/// Lists and lazy stacks as app code writes them: only the rows that fit
/// the screen are built and appear; `:scroll` brings the others in;
/// scrolled-off rows keep their state; a VStack stays eager.
@Suite("Lazy lists and :scroll")
struct LazyListScenarioTests {
    /// A List of 100 rows in a NavigationStack with a large title; each row
    /// prints when it is made, appears and disappears, and counts its taps.
    static let hundredRows = """
        import SwiftUI
        struct Row: View {
            let number: Int
            @State private var taps = 0
            init(number: Int) { self.number = number; print("init \\(number)") }
            var body: some View {
                Button("Row \\(number) tapped \\(taps)") { taps += 1 }
                    .onAppear { print("appear \\(number)") }
                    .onDisappear { print("disappear \\(number)") }
            }
        }
        struct Numbers: View {
            @State private var numbers = Array(0..<100)
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(numbers, id: \\.self) { number in Row(number: number) }
                            .onDelete { numbers.remove(atOffsets: $0) }
                    }
                    .navigationTitle("Numbers")
                    .toolbar {
                        Button("Add above") { numbers.insert(numbers.count + 1000, at: 0) }
                    }
                }
            }
        }
        """

    @Test("at launch a List builds and shows the 16 rows an iPhone screen shows under a large title; the others are never made")
    func initialWindow() {
        let s = Scenario(Self.hundredRows).expectSuccess(":launch Numbers --single-pass")
        #expect(s.printed == (0..<16).map { "init \($0)" } + (0..<16).map { "appear \($0)" })
        #expect(s.session.screen.buttons.filter { $0.hasPrefix("Row") } == (0..<16).map { "Row \($0) tapped 0" })
    }

    @Test("scrolling down and up: rows leave and come back in order, built again, with the state they had")
    func scrollingKeepsState() {
        let s = Scenario(Self.hundredRows).expectSuccess(":launch Numbers --single-pass\n:tap Row 3 tapped 0")
        var mark = s.printed.count
        s.expectSuccess(":scroll down")
        // Row 15 was partly in view: it moves to the top; 0…14 leave, 16…30 come in.
        #expect(s.printed(since: mark) == (16..<31).map { "init \($0)" } + (0..<15).map { "disappear \($0)" }
                + (16..<31).map { "appear \($0)" })
        mark = s.printed.count
        s.expectSuccess(":scroll up")
        #expect(s.printed(since: mark).filter { $0.hasPrefix("appear") } == (0..<15).reversed().map { "appear \($0)" })
        #expect(s.session.screen.buttons.contains("Row 3 tapped 1"))
    }

    @Test("a button in a row out of view is refused with where the rows are; :scroll to brings it into view")
    func offScreenControlIsRefused() {
        let s = Scenario(Self.hundredRows).run(":launch Numbers --single-pass\n:tap Row 50 tapped 0")
        guard case .notInView(let label, .button, "List", let position, false)? = s.refusals.last else {
            Issue.record("expected a refusal for a row out of view, got \(s.refusals)")
            return
        }
        #expect(label == "Row 50 tapped 0")
        #expect(position.firstInView == 1 && position.lastInView == 16 && position.rowCount == 100)
        s.expectSuccess(":scroll to Row 50 tapped 0\n:tap Row 50 tapped 0")
        #expect(s.session.screen.buttons.contains("Row 50 tapped 1"))
    }

    @Test("swiping away a row in view: it disappears, the next row below comes into view; a row inserted above shifts the rows down")
    func deletesAndInserts() {
        let s = Scenario(Self.hundredRows).expectSuccess(":launch Numbers --single-pass")
        var mark = s.printed.count
        s.expectSuccess(":delete Row 4 tapped 0")
        // The list's body ran again: the rows in view are made again (their
        // values are new), the row that came into view for the first time.
        let made = (0..<17).filter { $0 != 4 }.map { "init \($0)" }
        #expect(s.printed(since: mark) == made + ["disappear 4", "appear 16"])
        mark = s.printed.count
        s.expectSuccess(":tap Add above")
        // At the top, the new first row comes into view and the last leaves.
        #expect(s.printed(since: mark).filter { !$0.hasPrefix("init") } == ["disappear 16", "appear 1099"])
        #expect(s.printed(since: mark).first == "init 1099")
    }

    @Test("a VStack in a ScrollView is eager: every row is made and appears at launch")
    func vstackIsEager() {
        let s = Scenario("""
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            ForEach(0..<60, id: \\.self) { n in Text("Post \\(n)").onAppear { print("appear \\(n)") } }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Feed --single-pass")
        #expect(s.printed.count == 60)
        #expect(s.refusals.isEmpty)
        s.run(":scroll down")
        #expect(s.refusals == [.nothingToScroll(.down)])
    }

    @Test("a LazyVStack in a ScrollView builds the rows that fit; a taller row leaves room for fewer")
    func lazyVStackBuildsWhatFits() {
        let s = Scenario("""
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<100, id: \\.self) { n in
                                VStack {
                                    Text("Post \\(n)").font(.headline)
                                    Text("by someone").font(.subheadline)
                                }
                                .padding()
                                .onAppear { print("appear \\(n)") }
                                .onDisappear { print("disappear \\(n)") }
                            }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Feed --single-pass")
        // 793 points under the status bar; a post is 22 + 8 + 20 + 32 = 82 points,
        // 8 between: 8 posts and part of a 9th.
        #expect(s.printed == (0..<9).map { "appear \($0)" })
        let mark = s.printed.count
        s.expectSuccess(":scroll down")
        // The 9th, partly in view, moves to the top; 0…7 leave.
        #expect(s.printed(since: mark) == (0..<8).map { "disappear \($0)" } + (9..<17).map { "appear \($0)" })
    }

    @Test("sections in a List: a section's rows are made only when they come into view")
    func sectionsAreLazy() {
        let s = Scenario("""
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    List {
                        Section("General") {
                            ForEach(0..<10, id: \\.self) { n in Text("General \\(n)").onAppear { print("general \\(n)") } }
                        }
                        Section("Advanced") {
                            ForEach(0..<30, id: \\.self) { n in Text("Advanced \\(n)").onAppear { print("advanced \\(n)") } }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Settings --single-pass")
        // Two section gaps of 38 and rows of 44 in 793 points: 10 + 7 rows, the 7th partly.
        #expect(s.printed == (0..<10).map { "general \($0)" } + (0..<7).map { "advanced \($0)" })
        s.expectSuccess(":scroll to Advanced 29")
        #expect(s.texts.contains("Advanced 29"))
        #expect(!s.texts.contains("General 0"))
    }

    @Test("sections made by a ForEach: each is one row of the list, built whole when it comes into view")
    func sectionsFromAForEach() {
        let s = Scenario("""
            import SwiftUI
            struct Shelf: Identifiable { let id: Int }
            struct Library: View {
                let shelves = (0..<6).map { Shelf(id: $0) }
                var body: some View {
                    List {
                        ForEach(shelves) { shelf in
                            Section("Shelf \\(shelf.id)") {
                                ForEach(0..<10, id: \\.self) { n in
                                    Text("Book \\(shelf.id * 10 + n)").onAppear { print("book \\(shelf.id * 10 + n)") }
                                }
                            }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Library --single-pass")
        // A shelf is a header's place (38) and ten rows of 44: the second shelf is partly in view.
        #expect(s.printed == (0..<20).map { "book \($0)" })
        #expect(s.texts.contains("Book 19"))
        s.expectSuccess(":scroll to Book 55")
        #expect(s.texts.contains("Book 55"))
        #expect(!s.texts.contains("Book 0"))
    }

    @Test("a LazyVGrid builds whole lines of cells; :tree says which rows are in view and how many are off screen")
    func gridAndTree() {
        let s = Scenario("""
            import SwiftUI
            struct Photos: View {
                let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
                var body: some View {
                    ScrollView {
                        LazyVGrid(columns: columns) {
                            ForEach(0..<300, id: \\.self) { n in Color.blue.frame(height: 120).onAppear { print("cell \\(n)") } }
                        }
                    }
                }
            }
            """).expectSuccess(":launch Photos --single-pass")
        // Lines of 120 points and 8 between in 793 points: 7 lines of 3 cells, the 7th partly.
        #expect(s.printed == (0..<21).map { "cell \($0)" })
        let grid = s.session.viewTree()?.children.first?.children.first
        #expect(grid?.typeName == "LazyVGrid")
        #expect(grid?.scroll?.rowsAfter == 279)
        #expect(grid?.children.count == 21)
    }
}
