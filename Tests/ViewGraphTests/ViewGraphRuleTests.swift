import EventTrace
import Testing
import ViewGraph

/// The view graph's rules (DESIGN §3) on their own, against a fake host:
/// no language, no SwiftUI library — views are closures over storage.
@Suite("View graph against a fake host")
struct ViewGraphRuleTests {
    @Test("V9: launch evaluates the root body twice, once with --single-pass")
    func launchEvaluatesTheRootTwice() throws {
        for (singlePass, expected) in [(false, 2), (true, 1)] {
            let host = FakeHost()
            try host.graph.launch(ViewElement.composite(FakeView("Root") { _ in .text("hi") }).spec, singlePass: singlePass)
            #expect(host.bodies(of: "Root") == expected)
            #expect(host.kinds.first == .bodyEvaluated(view: "Root", path: "Root"))
        }
    }

    @Test("V5, V6: storage is made from the value installed; later values bind to it and their defaults go unused")
    func storageOutlivesNewValues() throws {
        let host = FakeHost()
        let root = FakeView("Parent", state: [("count", 0)]) { node in
            let count = node.stored("count") ?? -1
            // Each body builds a child whose default is the parent's count.
            return .composite(FakeView("Child", input: count, state: [("seed", count)]) { _ in .text("child") })
        }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        let parent = try #require(host.graph.root)
        let child = try #require(parent.children.first)
        #expect(child.stored("seed") == 0)

        try host.graph.transaction { parent.store("count", 5) }
        #expect(parent.children.first === child, "the same identity")
        #expect(child.stored("seed") == 0, "the new value's default is discarded")
    }

    @Test("V7: a child re-evaluates when its new value differs, not when it is equal")
    func equalValuesDoNotReevaluate() throws {
        let host = FakeHost()
        let root = FakeView("Parent", state: [("count", 0), ("other", 0)]) { node in
            .composite(FakeView("Child", input: node.stored("count") ?? 0) { _ in .text("child") })
        }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        let parent = try #require(host.graph.root)
        #expect(host.bodies(of: "Child") == 1)

        try host.graph.transaction { parent.store("other", 1) }
        #expect(host.bodies(of: "Parent") == 2)
        #expect(host.bodies(of: "Child") == 1, "same input: no body")

        try host.graph.transaction { parent.store("count", 1) }
        #expect(host.bodies(of: "Child") == 2, "new input: body again")
    }

    /// OpenSwiftUI's `StatePropertyBox.update`: a state is a dependency of
    /// its view once a view update has read it (`wasRead`, which stays set).
    @Test("V7: a @State write marks its view only once a view update has read it")
    func unreadStateMarksNothing() throws {
        let host = FakeHost()
        let root = FakeView("Root", state: [("count", 0)]) { _ in .text("static") }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        let node = try #require(host.graph.root)
        let cell = try #require(node.cells.first)
        try host.graph.transaction { cell.write(FakeValue(1)) }
        #expect(host.bodies(of: "Root") == 1, "never read: no dependency")
        cell.wasRead = true
        try host.graph.transaction { cell.write(FakeValue(2)) }
        #expect(host.bodies(of: "Root") == 2, "read once: a dependency from then on")
    }

    @Test("V4: an if/else branch is an identity of its own")
    func branchesAreIdentities() throws {
        let host = FakeHost()
        let root = FakeView("Parent", state: [("flag", 0)]) { node in
            .branch(node.stored("flag") ?? 0, .composite(FakeView("Child", state: [("x", 1)]) { _ in .empty }))
        }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        let parent = try #require(host.graph.root)
        let first = try #require(parent.children.first)
        #expect(first.key == "b0.Child")

        try host.graph.transaction { parent.store("flag", 1) }
        let second = try #require(parent.children.first)
        #expect(second !== first)
        #expect(second.key == "b1.Child")
        #expect(!first.isInstalled)
        #expect(host.kinds.contains(.storageDestroyed(view: "Child", path: "Parent/b0.Child")))
    }

    @Test("V8: a view marked twice in one transaction re-evaluates once")
    func onceEachPerPass() throws {
        let host = FakeHost()
        let root = FakeView("Root", state: [("a", 0), ("b", 0)]) { _ in .text("x") }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        let node = try #require(host.graph.root)
        try host.graph.transaction {
            node.store("a", 1)
            node.store("b", 1)
        }
        #expect(host.bodies(of: "Root") == 2)
    }

    @Test("L1: appearance actions run deepest first; every task starts after them")
    func appearanceOrder() throws {
        let host = FakeHost()
        var log: [String] = []
        let child = FakeView("Child") { _ in .empty }
        let root = FakeView("Parent") { _ in
            .sequence([
                .composite(child, [.onAppear(FakeAction { log.append("child appears") }),
                                   .task(FakeAction(), id: nil, label: "child task")]),
                .text("sibling"),
            ])
        }
        try host.graph.launch(ViewElement.composite(root, [
            .task(FakeAction(), id: nil, label: "parent task"),
            .onAppear(FakeAction { log.append("parent appears (tasks so far: \(host.started.count))") }),
        ]).spec, singlePass: true)
        #expect(log == ["child appears", "parent appears (tasks so far: 0)"])
        #expect(host.started == ["child task in Child", "parent task in Parent"])
    }

    @Test("user events: a tap runs its action in one transaction; refusals say why")
    func tapsAndRefusals() throws {
        let host = FakeHost()
        #expect(throws: GraphError.notLaunched) { try host.graph.tap("Go") }
        var taps = 0
        let root = FakeView("Root") { _ in
            .sequence([.button("Go") { taps += 1 }, .button("Twice") {}, .button("Twice") {}])
        }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        try host.graph.tap("Go")
        #expect(taps == 1)
        #expect(host.kinds.contains(.event("tap \"Go\"")))
        #expect(throws: GraphError.noMatch(label: "Stop", kind: .button, onScreen: ["Go", "Twice", "Twice"])) {
            try host.graph.tap("Stop")
        }
        #expect(throws: GraphError.ambiguous(label: "Twice", candidates: ["Button at Root/1.Button", "Button at Root/2.Button"])) {
            try host.graph.tap("Twice")
        }
        let before = host.trace.events.count
        #expect(throws: GraphError.nothingToGoBack) { try host.graph.back() }
        #expect(host.trace.events.count == before, "a refused event leaves no trace")
    }

    @Test("N2, N3: a link pushes its destination, back pops it and destroys its storage; a covered screen is not on screen")
    func pushAndPop() throws {
        let host = FakeHost()
        let detail = FakeView("Detail", state: [("n", 0)]) { _ in .button("Inside") {} }
        let root = FakeView("Root") { _ in
            .primitive("NavigationStack", .navigationStack(path: nil), content: .sequence([
                .primitive("NavigationLink", .navigationLink(destination: .composite(detail), value: nil), content: .text("Open")),
                .button("Home") {},
            ]))
        }
        try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        try host.graph.tap("Open")
        let stack = try #require(host.graph.root?.children.first)
        let pushed = try #require(stack.pushed.first)
        #expect(pushed.typeName == "Detail" && pushed.stored("n") == 0)
        #expect(host.graph.controls(.button).map(\.label) == ["Inside"])

        try host.graph.back()
        #expect(stack.pushed.isEmpty && !pushed.isInstalled)
        #expect(host.kinds.suffix(4).contains(.popped(view: "Detail", path: pushed.path)))
        #expect(host.kinds.contains(.storageDestroyed(view: "Detail", path: pushed.path)))
        #expect(host.graph.controls(.button).map(\.label) == ["Open", "Home"])
    }

    @Test("a body that keeps invalidating itself is stopped")
    func runawayUpdatesStop() {
        let host = FakeHost()
        let root = FakeView("Loop", state: [("n", 0)]) { node in
            node.store("n", (node.stored("n") ?? 0) + 1)
            return .empty
        }
        #expect(throws: GraphError.runaway) {
            try host.graph.launch(ViewElement.composite(root).spec, singlePass: true)
        }
    }
}
