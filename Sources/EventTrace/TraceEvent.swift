/// One thing that happened in a session, numbered in order (from 1) and
/// stamped with the virtual time: an object's init or deinit, a print, a
/// view body, a task, a user event… The trace is a list of these; checkers,
/// `:timeline` and `--json` read them (DESIGN §4).
public struct TraceEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An object finished its initializer: `Counter#2`.
        case objectCreated(type: String, serial: Int)
        /// An object was deinitialised.
        case objectDestroyed(type: String, serial: Int)
        /// Text the program printed (including its terminator).
        case printed(String)
        /// A runtime warning SwiftUI or Swift would print.
        case warning(String)
        /// A `Task { }` was created (it starts on a later turn), or, with no
        /// id, a Dispatch block was queued.
        case taskCreated(id: Int?, label: String)
        case taskStarted(id: Int, label: String)
        case taskCancelled(id: Int, label: String)
        case taskFinished(id: Int, label: String)
        /// A view struct finished its initializer (V1). `since` is the
        /// first event recorded while it was being initialised (this
        /// event's own number when nothing happened meanwhile).
        case viewConstructed(type: String, since: Int)
        /// A method a checker watches ran on an object (recorded only for
        /// the methods a grading run asks for).
        case methodCalled(type: String, serial: Int, method: String)
        /// A view's `body` was evaluated.
        case bodyEvaluated(view: String, path: String)
        /// Storage for a dynamic property was created at install (V5).
        case storageCreated(view: String, path: String, property: String, wrapper: String)
        /// A view's storage was destroyed with its identity.
        case storageDestroyed(view: String, path: String)
        /// A `@StateObject`'s autoclosure ran (once per identity).
        case stateObjectCreated(view: String, property: String)
        case appeared(view: String, path: String)
        case disappeared(view: String, path: String)
        case changeObserved(view: String, path: String)
        case pushed(view: String, path: String)
        case popped(view: String, path: String)
        /// A user event began a transaction (`tap "Increment"`).
        case event(String)
    }

    public let number: Int
    /// Virtual time in nanoseconds.
    public let time: Int
    public let kind: Kind
}
