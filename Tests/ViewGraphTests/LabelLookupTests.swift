import EventTrace
import Testing
import ViewGraph

/// Finding a control by its label through the label index (issue 10):
/// the index is kept as rows are inserted, deleted, renamed and covered,
/// and finds what reading the whole screen finds. (In debug builds every
/// look-up is also checked against reading the whole screen.)
@Suite("Label look-up")
struct LabelLookupTests {
    /// A list of rows, each a button titled by its row, over `rows`;
    /// `render()` re-evaluates the list.
    final class Rows {
        let host = FakeHost()
        var rows: [(id: Int, title: String)]
        var tapped: [Int] = []
        var deleted: [Int] = []
        private var generation = 0

        init(_ rows: [(id: Int, title: String)], deletable: Bool = false) throws {
            self.rows = rows
            let root = FakeView("List", state: [("generation", 0)]) { [unowned self] _ in
                let delete = FakeDelete { offsets in for offset in offsets { self.deleted.append(self.rows[offset].id) } }
                return .forEach(self.rows.map { row in
                    let view = FakeView("Row", input: row.title.hashValue) { [unowned self] _ in
                        .button(row.title) { self.tapped.append(row.id) }
                    }
                    return ViewElement.ForEachItem(id: AnyHashable(row.id),
                                                   element: .composite(view, deletable ? [.onDelete(delete)] : []))
                })
            }
            try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        }

        func render() throws {
            generation += 1
            let generation = generation
            try host.graph.transaction { self.host.graph.root?.store("generation", generation) }
        }

        var rowNodes: [ViewNode] { host.graph.root?.children ?? [] }
    }

    @Test("a tap finds its row after rows are inserted, deleted and renamed")
    func insertDeleteRename() throws {
        let list = try Rows((0..<50).map { ($0, "Item \($0)") })
        try list.host.graph.tap("Item 20")
        #expect(list.tapped == [20])

        list.rows.remove(at: 20)
        list.rows.insert((100, "Item 100"), at: 0)
        list.rows[10].title = "Renamed"
        try list.render()
        #expect(throws: GraphError.self) { try list.host.graph.tap("Item 20") }
        #expect(throws: GraphError.self) { try list.host.graph.tap("Item 9") }
        try list.host.graph.tap("Item 100")
        try list.host.graph.tap("Renamed")
        try list.host.graph.tap("Item 21")
        #expect(list.tapped == [20, 100, 9, 21])
        #expect(list.host.graph.isOnScreen(.button, labelled: "Renamed"))
        #expect(!list.host.graph.isOnScreen(.button, labelled: "renamed"))
        #expect(list.host.graph.isOnScreen(.button, labelled: "renamed", ignoringCase: true))
    }

    @Test("a label two rows share is ambiguous, listing both in screen order, until one is renamed")
    func duplicatesStayAmbiguous() throws {
        let list = try Rows((0..<5).map { ($0, "Item \($0)") })
        list.rows[3].title = "Item 1"
        try list.render()
        #expect(throws: GraphError.ambiguous(label: "Item 1", candidates: ["Button at List/[1].Row/Button", "Button at List/[3].Row/Button"])) {
            try list.host.graph.tap("Item 1")
        }
        list.rows[1].title = "One"
        try list.render()
        try list.host.graph.tap("Item 1")
        #expect(list.tapped == [3])
    }

    @Test("matching ignores case only when nothing matches exactly, and only when one control matches so")
    func caseIsIgnoredAsBefore() throws {
        let list = try Rows([(0, "Save"), (1, "save"), (2, "Open"), (3, "OPEN"), (4, "Close")])
        try list.host.graph.tap("save")
        try list.host.graph.tap("close")
        #expect(list.tapped == [1, 4])
        #expect(throws: GraphError.noMatch(label: "open", kind: .button, onScreen: ["Save", "save", "Open", "OPEN", "Close"])) {
            try list.host.graph.tap("open")
        }
    }

    @Test("a row's label follows a Text that changes inside it")
    func nestedTextChanges() throws {
        let host = FakeHost()
        var count = 0
        let root = FakeView("Counter", state: [("count", 0)]) { node in
            let n = node.stored("count") ?? 0
            return .primitive("Button", .button(action: FakeAction { count += 1 }), content: .primitive("HStack", content: .sequence([
                .text("Count"), .text("\(n)"),
            ])))
        }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        try host.graph.tap("Count 0")
        try host.graph.transaction { host.graph.root?.store("count", 1) }
        #expect(throws: GraphError.noMatch(label: "Count 0", kind: .button, onScreen: ["Count 1"])) { try host.graph.tap("Count 0") }
        try host.graph.tap("Count 1")
        #expect(count == 2)
    }

    @Test("a toggle and a field are found by their titles; a pushed screen hides what it covers until back")
    func titlesAndCoveredScreens() throws {
        let host = FakeHost()
        let detail = FakeView("Detail") { _ in .button("Inside") {} }
        let root = FakeView("Root") { _ in
            .primitive("NavigationStack", .navigationStack(path: nil), content: .sequence([
                .primitive("NavigationLink", .navigationLink(destination: .composite(detail), value: nil), content: .text("Open")),
                .view(ViewSpec(typeName: "Toggle", kind: .primitive(PrimitiveView(role: .toggle(binding: nil), summary: "Milk")))),
                .view(ViewSpec(typeName: "TextField", kind: .primitive(PrimitiveView(role: .textField(binding: nil), summary: "Name")))),
            ]))
        }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        try host.graph.toggle("Milk")
        #expect(host.graph.isOnScreen(.textField, labelled: "Name"))
        #expect(!host.graph.isOnScreen(.toggle, labelled: "Name"))
        try host.graph.tap("Open")
        #expect(throws: GraphError.noMatch(label: "Milk", kind: .toggle, onScreen: [])) { try host.graph.toggle("Milk") }
        #expect(!host.graph.isOnScreen(.button, labelled: "Open"))
        try host.graph.tap("Inside")
        try host.graph.back()
        #expect(throws: GraphError.self) { try host.graph.tap("Inside") }
        try host.graph.toggle("Milk")
        #expect(host.kinds.filter { $0 == .event("toggle \"Milk\"") }.count == 2)
    }

    @Test("a deletable row is found by its label after the list changes; of two alike, the first")
    func deletableRows() throws {
        let list = try Rows((0..<6).map { ($0, "Row \($0)") }, deletable: true)
        try list.host.graph.delete(rowLabelled: "Row 4")
        #expect(list.deleted == [4])
        list.rows.remove(at: 4)
        list.rows[0].title = "Row 5"
        try list.render()
        try list.host.graph.delete(rowLabelled: "Row 5")
        #expect(list.deleted == [4, 0])
        #expect(throws: GraphError.noMatch(label: "Row 4", kind: .row, onScreen: ["Row 5", "Row 1", "Row 2", "Row 3", "Row 5"])) {
            try list.host.graph.delete(rowLabelled: "Row 4")
        }
    }

    @Test("rows keep their nodes when others are inserted, deleted or moved; removed rows are removed, new ones installed")
    func reconcilingKeepsIdentities() throws {
        let list = try Rows((0..<8).map { ($0, "Item \($0)") })
        func nodes() -> [Int: ViewNode] {
            Dictionary(uniqueKeysWithValues: zip(list.rows.map(\.id), list.rowNodes))
        }
        let before = nodes()
        list.rows.remove(at: 3)
        list.rows.insert((50, "Item 50"), at: 5)
        list.rows.swapAt(0, 7 - 1)
        try list.render()
        let after = nodes()
        for (id, node) in after where id != 50 { #expect(node === before[id], "row \(id) kept its node") }
        #expect(before[3]?.isInstalled == false)
        #expect(after[50]?.isInstalled == true && after[50] !== before[3])
        #expect(list.rowNodes.map(\.key) == list.rows.map { "[\($0.id)].Row" })

        // Repeated ids are told apart by their order, as before.
        list.rows = [(1, "A"), (1, "B"), (2, "C")]
        try list.render()
        #expect(list.rowNodes.map(\.key) == ["[1].Row", "[1].Row~1", "[2].Row"])
        try list.host.graph.tap("B")
        #expect(list.tapped == [1])
    }
}

/// A `ForEach`'s `.onDelete` action, given the offsets deleted.
final class FakeDelete: HostDeleteAction {
    let body: ([Int]) -> Void
    init(_ body: @escaping ([Int]) -> Void) { self.body = body }
    func run(offsets: [Int]) throws { body(offsets) }
}
