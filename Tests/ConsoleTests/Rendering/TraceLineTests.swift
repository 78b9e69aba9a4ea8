import Console
import EventTrace
import Testing

@Suite(":trace on's lines")
struct TraceLineTests {
    func line(_ kind: TraceEvent.Kind, at time: Int = 0, showsTime: Bool = false) -> String? {
        let trace = Trace()
        for _ in 0..<11 { trace.record(.event("padding"), at: 0) }
        return TraceLine.text(for: trace.record(kind, at: time), showsTime: showsTime)
    }

    @Test("each event in a few words, numbered", arguments: [
        (TraceEvent.Kind.bodyEvaluated(view: "ChildView", path: "Parent/VStack/2.ChildView"), "  [12] body ChildView"),
        (.objectCreated(type: "Counter", serial: 2), "  [12] init Counter#2"),
        (.objectDestroyed(type: "Counter", serial: 2), "  [12] deinit Counter#2"),
        (.viewConstructed(type: "ChildView", since: 10), "  [12] new ChildView value"),
        (.storageCreated(view: "ChildView", path: "p", property: "counter", wrapper: "@StateObject"),
         "  [12] storage ChildView.counter created (@StateObject)"),
        (.storageDestroyed(view: "DetailView", path: "p"), "  [12] storage of DetailView destroyed"),
        (.stateObjectCreated(view: "ChildView", property: "counter"), "  [12] @StateObject ChildView.counter: initial value made"),
        (.appeared(view: "DetailView", path: "p"), "  [12] appear DetailView"),
        (.disappeared(view: "DetailView", path: "p"), "  [12] disappear DetailView"),
        (.changeObserved(view: "Form", path: "p"), "  [12] onChange Form"),
        (.pushed(view: "DetailView", path: "p"), "  [12] push DetailView"),
        (.popped(view: "DetailView", path: "p"), "  [12] pop DetailView"),
        (.taskStarted(id: 3, label: "task at line 9"), "  [12] task 3 started (task at line 9)"),
        (.taskCancelled(id: 3, label: "task at line 9"), "  [12] task 3 cancelled (task at line 9)"),
        (.taskFinished(id: 3, label: "task at line 9"), "  [12] task 3 finished (task at line 9)"),
        (.event("tap \"Increment\""), "  [12] ── tap \"Increment\" ──"),
    ])
    func describes(_ kind: TraceEvent.Kind, _ expected: String) {
        #expect(line(kind) == expected)
    }

    @Test func printsAndWarningsAreLeftToTheProgramOutput() {
        #expect(line(.printed("hello\n")) == nil)
        #expect(line(.warning("Publishing changes from background threads is not allowed")) == nil)
    }

    @Test func theTimeIsShownWhenAsked() {
        #expect(line(.bodyEvaluated(view: "A", path: "A"), at: 1_500_000_000, showsTime: true) == "  [12] t=1.5s body A")
    }
}
