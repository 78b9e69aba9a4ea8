import EventTrace
import Testing
@testable import ViewGraph

/// Lazy containers on the graph alone: a `List` reads every row's id but
/// builds, installs and shows only the rows that fit the screen; `:scroll`
/// moves that window; rows out of view keep their storage.
@Suite("Lazy containers")
struct LazyContainerTests {
    /// A root view whose body is a container (a `List` by default) over
    /// `rows`, each row a `Row` view with a counter in `@State`, whose
    /// body is a button titled by the row; rows log when they are built,
    /// appear and disappear. `render()` re-evaluates the root.
    final class Rows {
        let host = FakeHost()
        var rows: [Int]
        var log: [String] = []
        var layout: LazyLayout?
        var sections: [[Int]]?
        private var generation = 0

        init(_ rows: [Int], layout: LazyLayout? = .list, sections: [[Int]]? = nil) throws {
            self.rows = rows
            self.layout = layout
            self.sections = sections
            let root = FakeView("Root", state: [("generation", 0)]) { [unowned self] _ in self.body() }
            try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        }

        func row(_ id: Int) -> ViewElement {
            let view = FakeView("Row", input: id, state: [("taps", 0)]) { [unowned self] node in
                .button("Item \(id) \(node.stored("taps") ?? 0)") { node.store("taps", (node.stored("taps") ?? 0) + 1) }
            }
            return .composite(view, [.onAppear(FakeAction { self.log.append("appear \(id)") }),
                                     .onDisappear(FakeAction { self.log.append("disappear \(id)") })])
        }

        /// Whether the `ForEach` reaches the graph as one list of ids that
        /// knows which ids it kept from the list before, as a host's does.
        var asList = false
        private var lastList: FakeRowList?

        func items(_ ids: [Int]) -> ViewElement {
            if asList {
                let list = FakeRowList(ids, earlier: lastList) { [unowned self] id in
                    self.log.append("build \(id)")
                    return self.row(id)
                }
                lastList = list
                return .lazyForEach(list)
            }
            return .forEach(ids.map { id in
                ViewElement.ForEachItem(id: AnyHashable(id)) { [unowned self] in
                    self.log.append("build \(id)")
                    return self.row(id)
                }
            })
        }

        func body() -> ViewElement {
            let content: ViewElement
            if let sections {
                content = .sequence(sections.enumerated().map { index, ids in
                    .view(ViewSpec(typeName: "Section", kind: .primitive(PrimitiveView(content: items(ids), summary: "Section \(index)",
                                                                                      groupsRows: true))))
                })
            } else {
                content = items(rows)
            }
            return .view(ViewSpec(typeName: layout == nil ? "VStack" : "List",
                                  kind: .primitive(PrimitiveView(content: content, lazyLayout: layout))))
        }

        func render() throws {
            generation += 1
            let generation = generation
            try host.graph.transaction { self.host.graph.root?.store("generation", generation) }
        }

        var container: ViewNode { host.graph.root!.children[0] }

        /// The titles of the buttons on screen, in order.
        var onScreen: [String] { host.graph.controls(.button).map(\.label) }

        /// Takes the log.
        func take() -> [String] {
            defer { log = [] }
            return log
        }
    }

    /// 852 points less the 59 of the status bar: 793 points, 18 rows of
    /// 44 points and part of a 19th.
    static let rowsOnScreen = 19

    @Test("a List builds and shows only the rows that fit the screen; every id is read")
    func initialWindow() throws {
        let list = try Rows(Array(0..<1000))
        let expected = (0..<Self.rowsOnScreen).map { "build \($0)" } + (0..<Self.rowsOnScreen).map { "appear \($0)" }
        #expect(list.take() == expected)
        #expect(list.onScreen == (0..<Self.rowsOnScreen).map { "Item \($0) 0" })
        #expect(list.container.children.count == Self.rowsOnScreen)
        #expect(list.container.scrollPosition == ScrollPosition(firstInView: 1, lastInView: 19, rowCount: 1000, rowsBefore: 0,
                                                                rowsAfter: 981, builtOutOfView: 0))
        #expect(list.host.bodies(of: "Row") == Self.rowsOnScreen)
    }

    @Test("a VStack stays eager: every row is built and appears")
    func vstackIsEager() throws {
        let stack = try Rows(Array(0..<40), layout: nil)
        #expect(stack.take().filter { $0.hasPrefix("appear") }.count == 40)
        #expect(stack.onScreen.count == 40)
        #expect(stack.container.scrollPosition == nil)
    }

    @Test("scrolling down: the rows that leave disappear first, top first; the rows that come in are built and appear in order")
    func scrollDownOrder() throws {
        let list = try Rows(Array(0..<100))
        _ = list.take()
        try list.host.graph.scroll(.forward(.vertical))
        // The 19th row was partly in view: it comes to the top and stays.
        let leaving = (0..<18).map { "disappear \($0)" }
        let entering = (19..<37).map { "build \($0)" } + (19..<37).map { "appear \($0)" }
        let log = list.take()
        #expect(log.filter { $0.hasPrefix("build") } == entering.filter { $0.hasPrefix("build") })
        #expect(log.filter { !$0.hasPrefix("build") } == leaving + entering.filter { $0.hasPrefix("appear") })
        #expect(list.onScreen.first == "Item 18 0")
        #expect(list.onScreen.count == Self.rowsOnScreen)
        #expect(list.host.kinds.contains(.event("scroll down")))
    }

    @Test("scrolling up: rows come back from the top down, nearest first, and the ones below leave bottom first")
    func scrollUpOrder() throws {
        let list = try Rows(Array(0..<100))
        try list.host.graph.scroll(.forward(.vertical))
        _ = list.take()
        try list.host.graph.scroll(.back(.vertical))
        let log = list.take()
        #expect(log.filter { $0.hasPrefix("build") } == (0..<18).reversed().map { "build \($0)" })
        #expect(log.filter { $0.hasPrefix("disappear") } == (19..<37).reversed().map { "disappear \($0)" })
        #expect(log.filter { $0.hasPrefix("appear") } == (0..<18).reversed().map { "appear \($0)" })
        #expect(list.onScreen == (0..<Self.rowsOnScreen).map { "Item \($0) 0" })
    }

    @Test("a row scrolled off keeps its state and comes back with it; it is built again with its latest value")
    func stateSurvivesScrollingOff() throws {
        let list = try Rows(Array(0..<100))
        try list.host.graph.tap("Item 2 0")
        try list.host.graph.tap("Item 2 1")
        try list.host.graph.scroll(.forward(.vertical))
        #expect(!list.onScreen.contains("Item 2 2"))
        #expect(list.container.scrollPosition?.builtOutOfView == 18)
        _ = list.take()
        try list.host.graph.scroll(.top)
        #expect(list.take().contains("build 2"))
        #expect(list.onScreen.contains("Item 2 2"))
    }

    @Test("a row's task is cancelled when it scrolls out of view and starts again when it comes back")
    func tasksFollowTheWindow() throws {
        let host = FakeHost()
        let items = (0..<100).map { id in
            ViewElement.ForEachItem(id: AnyHashable(id)) {
                .view(ViewSpec(typeName: "Text", kind: .primitive(PrimitiveView(role: .text("Row \(id)"))),
                               modifiers: [.task(FakeAction(), id: nil, label: "load \(id)")]))
            }
        }
        let list = ViewSpec(typeName: "List", kind: .primitive(PrimitiveView(content: .forEach(items), lazyLayout: .list)))
        try host.graph.launch(list, singlePass: true)
        #expect(host.started.count == Self.rowsOnScreen)
        #expect(host.started.first == "load 0 in Text")
        try host.graph.scroll(.forward(.vertical))
        #expect(host.cancelled == (0..<18).map { "load \($0) in Text" })
        // Back to the top in one jump: the rows come in from the top down.
        try host.graph.scroll(.top)
        #expect(host.started.suffix(18) == (0..<18).map { "load \($0) in Text" })
    }

    @Test("a control in a row out of view is refused, saying where the rows are and that scrolling reaches it")
    func controlOutOfViewIsRefused() throws {
        let list = try Rows(Array(0..<100))
        #expect(throws: GraphError.self) { try list.host.graph.tap("Item 50 0") }
        do {
            try list.host.graph.tap("Item 50 0")
        } catch GraphError.notInView(let label, let kind, _, let container, let position, let inBuiltRow) {
            #expect(label == "Item 50 0")
            #expect(kind == .button)
            #expect(container == "List")
            #expect(position.lastInView == 19)
            #expect(!inBuiltRow)
        }
        try list.host.graph.scroll(.to("Item 50 0"))
        try list.host.graph.tap("Item 50 0")
        #expect(list.onScreen.contains("Item 50 1"))
    }

    @Test("scroll to a label: screen by screen, every row passed appears and disappears; one built before is found up or down")
    func scrollToLabel() throws {
        let list = try Rows(Array(0..<100))
        _ = list.take()
        try list.host.graph.scroll(.to("Item 40 0"))
        let log = list.take()
        #expect(log.contains("appear 25"))
        #expect(log.contains("disappear 25"))
        #expect(list.onScreen.contains("Item 40 0"))
        #expect(list.host.kinds.filter { if case .event = $0 { return true } else { return false } }.last == .event("scroll to \"Item 40 0\""))
        try list.host.graph.scroll(.to("Item 3 0"))
        #expect(list.onScreen.contains("Item 3 0"))
        #expect(throws: GraphError.noRowReads(label: "Nothing", container: "List", rows: 100)) {
            try list.host.graph.scroll(.to("Nothing"))
        }
    }

    @Test("the ends: top and bottom, and a scroll past either is refused without an event")
    func ends() throws {
        let list = try Rows(Array(0..<100))
        #expect(throws: GraphError.cannotScroll("up", container: "List")) { try list.host.graph.scroll(.back(.vertical)) }
        #expect(throws: GraphError.cannotScroll("top", container: "List")) { try list.host.graph.scroll(.top) }
        try list.host.graph.scroll(.bottom)
        #expect(list.onScreen.last == "Item 99 0")
        #expect(list.onScreen.count == Self.rowsOnScreen)
        let events = list.host.kinds.count
        #expect(throws: GraphError.cannotScroll("down", container: "List")) { try list.host.graph.scroll(.forward(.vertical)) }
        #expect(throws: GraphError.cannotScroll("bottom", container: "List")) { try list.host.graph.scroll(.bottom) }
        #expect(list.host.kinds.count == events)
        #expect(throws: GraphError.nothingToScroll("right")) { try list.host.graph.scroll(.forward(.horizontal)) }
    }

    @Test("a list shorter than the screen shows every row and does not scroll")
    func shortList() throws {
        let list = try Rows(Array(0..<5))
        #expect(list.onScreen.count == 5)
        #expect(throws: GraphError.cannotScroll("down", container: "List")) { try list.host.graph.scroll(.forward(.vertical)) }
    }

    @Test("rows whose ids repeat are each a row of their own, each keeps its own storage through a render")
    func repeatedIDs() throws {
        // Ids 0...4 three times over, then 5...: each repetition is a row.
        let list = try Rows([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4] + Array(5..<40))
        #expect(list.onScreen.prefix(15) == ArraySlice([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4].map { "Item \($0) 0" }))
        #expect(list.container.scrollPosition?.rowCount == 50)
        // The second 1 is the seventh row.
        let second = list.container.children[6]
        try list.host.graph.transaction { second.store("taps", 1) }
        #expect(list.onScreen[6] == "Item 1 1")
        // Rendering again keeps every repetition's storage where it was.
        try list.render()
        #expect(list.onScreen[6] == "Item 1 1")
        #expect(list.onScreen[1] == "Item 1 0" && list.onScreen[11] == "Item 1 0")
        #expect(list.onScreen.count == Self.rowsOnScreen)
    }

    // MARK: - Changes above, inside and below the window

    /// A list scrolled down one screen: rows 18...36 in view.
    func scrolled() throws -> Rows {
        let list = try Rows(Array(0..<100))
        try list.host.graph.scroll(.forward(.vertical))
        _ = list.take()
        return list
    }

    @Test("deleting a row below the window builds nothing and changes nothing on screen")
    func deleteBelow() throws {
        let list = try scrolled()
        let before = list.onScreen
        list.rows.removeAll { $0 == 80 }
        try list.render()
        #expect(list.take().allSatisfy { $0.hasPrefix("build") })
        #expect(list.onScreen == before)
        #expect(list.container.scrollPosition?.rowCount == 99)
    }

    @Test("deleting a row in view removes it; the row below the window comes into view")
    func deleteInside() throws {
        let list = try scrolled()
        list.rows.removeAll { $0 == 20 }
        try list.render()
        let log = list.take()
        #expect(log.contains("disappear 20"))
        #expect(log.contains("appear 37"))
        #expect(!list.onScreen.contains("Item 20 0"))
        #expect(list.onScreen.last == "Item 37 0")
        #expect(list.onScreen.count == Self.rowsOnScreen)
    }

    @Test("deleting a row above the window keeps its offset: every row moves up one, the first in view leaves, one comes in below")
    func deleteAbove() throws {
        let list = try scrolled()
        list.rows.removeAll { $0 == 3 }
        try list.render()
        let log = list.take()
        #expect(log.filter { !$0.hasPrefix("build") } == ["disappear 18", "appear 37"])
        #expect(list.onScreen.first == "Item 19 0")
    }

    @Test("inserting rows: above the window shifts what is in view down; inside, the new row is built and the last leaves; below, nothing")
    func inserts() throws {
        let list = try scrolled()
        list.rows.insert(1000, at: 5)
        try list.render()
        #expect(list.take().filter { !$0.hasPrefix("build") } == ["disappear 36", "appear 17"])
        #expect(list.onScreen.first == "Item 17 0")
        list.rows.insert(1001, at: 20)
        try list.render()
        let inside = list.take()
        #expect(inside.contains("build 1001"))
        #expect(inside.filter { !$0.hasPrefix("build") } == ["disappear 35", "appear 1001"])
        list.rows.insert(1002, at: 90)
        try list.render()
        #expect(list.take().filter { !$0.hasPrefix("build") }.isEmpty)
    }

    @Test("a List at its end shows the rows above when rows are deleted, as a scroll view cannot scroll past its content")
    func deleteAtTheEndPullsBack() throws {
        let list = try Rows(Array(0..<100))
        try list.host.graph.scroll(.bottom)
        _ = list.take()
        list.rows.removeLast(3)
        try list.render()
        #expect(list.onScreen.last == "Item 96 0")
        #expect(list.onScreen.count == Self.rowsOnScreen)
        #expect(list.take().filter { $0.hasPrefix("appear") }.count == 3)
    }

    @Test("onDelete gets the element's offset among all the rows, built or not")
    func deleteOffsetCountsUnbuiltRows() throws {
        var deleted: [Int] = []
        let host = FakeHost()
        let items = (0..<100).map { id in
            ViewElement.ForEachItem(id: AnyHashable(id)) {
                .view(ViewSpec(typeName: "Text", kind: .primitive(PrimitiveView(role: .text("Row \(id)"))),
                               modifiers: [.onDelete(FakeDelete { deleted += $0 })]))
            }
        }
        let list = ViewSpec(typeName: "List", kind: .primitive(PrimitiveView(content: .forEach(items), lazyLayout: .list)))
        try host.graph.launch(list, singlePass: true)
        try host.graph.scroll(.to("Row 60"))
        try host.graph.delete(rowLabelled: "Row 60")
        #expect(deleted == [60])
    }

    // MARK: - Sections and grids

    @Test("sections: a list leaves a header's height before each; rows of later sections are not built until they come into view")
    func sections() throws {
        let list = try Rows([], sections: [Array(0..<10), Array(10..<40)])
        let shown = list.onScreen
        // 793 points: two headers of 38, then 16 rows of 44 and part of a 17th.
        #expect(shown.count == 17)
        #expect(shown.last == "Item 16 0")
        #expect(list.container.children.count == 2)
        #expect(list.container.children[1].children.count == 7)
        try list.host.graph.scroll(.bottom)
        #expect(list.onScreen.last == "Item 39 0")
        #expect(list.container.children[0].isScrolledOff)
    }

    @Test("a grid's line holds as many cells as its columns; an adaptive column as many as fit")
    func gridLines() {
        #expect(GridTrack.cellsPerLine([.flexible(minimum: 10), .flexible(minimum: 10), .flexible(minimum: 10)], across: 393) == 3)
        #expect(GridTrack.cellsPerLine([.adaptive(minimum: 80)], across: 393) == 4)
        #expect(GridTrack.cellsPerLine([.fixed(100), .adaptive(minimum: 50)], across: 393) == 6)
    }

    @Test("a lazy grid builds whole lines: the cells of each line in view")
    func gridBuildsLines() throws {
        let grid = try Rows(Array(0..<300), layout: .grid(.vertical, tracks: Array(repeating: .flexible(minimum: 10), count: 3)))
        // Each cell is a button of one line (22 points); lines of 22 with 8 between fill 793 points in 27 lines.
        #expect(grid.onScreen.count == 27 * 3)
        try grid.host.graph.scroll(.forward(.vertical))
        #expect(grid.onScreen.first.map { $0.hasPrefix("Item 78") || $0.hasPrefix("Item 81") } == true)
        #expect(grid.onScreen.count % 3 == 0)
    }
}
