/// Everything that leaves an expression or statement early, as a typed
/// error so that the evaluator's `throws(Unwind)` paths never allocate.
package enum Unwind: Error {
    /// A Swift `throw`: catchable by `do`/`catch`, `try?`.
    case thrown(Value)
    /// A runtime failure Swift reports as "Fatal error: …".
    case trap(Trap)
    /// The sandbox stopped the evaluation (step budget, call depth,
    /// interrupt). Not catchable by user code.
    case stopped(Message, SourcePosition?)
    /// `a?.b` met `nil`: the enclosing optional evaluation yields nil.
    case optionalChainNil
    /// `super.init(…)` or `self.init(…)` of a failable initializer gave
    /// nil: the initializer running it returns nil too.
    case initializerFailed
    /// The session is being torn down: a suspended task unwinds silently.
    case terminated
    /// StateLab found itself in a state it should never reach: a bug to
    /// report, not the learner's mistake. Not catchable by user code.
    case fault(InternalFault)
}

extension Unwind {
    /// The same failure, placed at `position` if it has no place of its
    /// own: a library function that fails knows no source, its caller's
    /// call does.
    package func placed(at position: SourcePosition) -> Unwind {
        switch self {
        case .trap(let trap) where trap.position == nil:
            return .trap(Trap(message: trap.message, position: position))
        case .stopped(let message, nil):
            return .stopped(message, position)
        case .fault(let fault) where fault.position == nil:
            return .fault(InternalFault(fault.what, at: position))
        default:
            return self
        }
    }
}

/// An internal inconsistency: what went wrong, and where in the program
/// it was noticed. Tests assert none ever happens; at the prompt it reads
/// "internal error, please report: …".
package struct InternalFault: Error, Equatable {
    package let what: String
    package let position: SourcePosition?

    package init(_ what: String, at position: SourcePosition?) {
        self.what = what
        self.position = position
    }
}

/// A runtime error with Swift's own wording and where it happened.
package struct Trap {
    let message: Message
    let position: SourcePosition?

    package init(message: Message, position: SourcePosition?) {
        self.message = message
        self.position = position
    }
}

/// How a statement finished. Trivial (no reference inside), so that
/// returning one costs no reference counting.
enum Flow {
    case normal
    case breakLoop(LoopLabel?)
    case continueLoop(LoopLabel?)
    case returned
    case fallthroughCase
}

/// A loop's label (`outer: for …`), numbered by the compiler that
/// compiles the loop and its `break outer`s.
struct LoopLabel: Equatable {
    let number: Int
}

extension Unwind {
    /// A Swift `throw` unwinds through `defer`s and scope ends; a trap
    /// or a sandbox stop ends the program's run where it happened.
    var isRecoverable: Bool {
        switch self {
        case .thrown, .optionalChainNil, .initializerFailed: return true
        case .trap, .stopped, .terminated, .fault: return false
        }
    }
}

typealias Eval = (Frame) throws(Unwind) -> Value
typealias Exec = (Frame) throws(Unwind) -> Flow
