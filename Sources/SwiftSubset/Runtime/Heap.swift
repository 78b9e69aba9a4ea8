/// Turns host deallocations into the program's `deinit`s, at statement
/// granularity and in Swift's order.
///
/// When the last reference to an `Instance` goes away, its host `deinit`
/// records a `DeadObject` here (it cannot run interpreted code itself). The
/// evaluator calls `drain()` after every statement: each dead object's
/// `deinit` body runs, then its stored properties are released — which may
/// kill more objects, whose deinits run right then (depth first), as in
/// Swift, before the next sibling's.
package final class Heap {
    struct DeadObject {
        let type: TypeInfo
        let serial: Int
        var fields: [Value]
        var observation: AnyObject?
    }

    private var pending: [DeadObject] = []
    /// Library work to run once the statement ends (a stream whose
    /// consumer let go of it is cancelled, running its `onTermination`).
    private var actions: [() -> Void] = []
    /// Deaths recorded before this index belong to an outer drain.
    private var floor = 0
    /// Runs a dead object's `deinit` bodies (set by the interpreter).
    var runDeinit: ((inout DeadObject) -> Void)?
    /// Once the session is torn down, deaths are silent.
    var isShutDown = false

    var hasPending: Bool { pending.count > floor || !actions.isEmpty }

    /// Runs `action` at the next statement boundary, after the deinits due.
    func afterStatement(_ action: @escaping () -> Void) {
        guard !isShutDown else { return }
        actions.append(action)
    }

    func objectDied(type: TypeInfo, serial: Int, fields: [Value], observation: AnyObject?) {
        guard !isShutDown else { return }
        pending.append(DeadObject(type: type, serial: serial, fields: fields, observation: observation))
    }

    /// Runs every pending deinit (and the ones they cause), depth first.
    @inline(__always)
    package func drain() {
        if pending.count > floor { drainSlow() }
        if !actions.isEmpty && floor == 0 { runActions() }
    }

    private func runActions() {
        if isShutDown { actions = []; return }
        while !actions.isEmpty {
            let action = actions.removeFirst()
            action()
            if pending.count > floor { drainSlow() }
        }
    }

    private func drainSlow() {
        if isShutDown { return discardPending() }
        while pending.count > floor {
            var dead = pending.remove(at: floor)
            finalize(&dead)
        }
    }

    private func finalize(_ object: inout DeadObject) {
        let savedFloor = floor
        floor = pending.count
        runDeinit?(&object)
        // Releasing the stored properties may kill more objects; they die
        // now, before any object that died earlier in the same statement.
        object.fields = []
        object.observation = nil
        drainSlow()
        floor = savedFloor
    }

    /// Drops pending deaths without running them (after a trap, at
    /// session teardown). Releasing a dropped object's fields may kill more
    /// objects, whose deaths are recorded here as they happen: so the list
    /// is taken out before anything is released, and emptied again until
    /// nothing more dies.
    func discardPending() {
        floor = 0
        actions = []
        while !pending.isEmpty {
            let dropped = pending
            pending = []
            withExtendedLifetime(dropped) {}
        }
    }
}
