import LiveRuntime
/// `noSideEffectInInit(FeedView)`: while a view struct is initialised
/// (property defaults, then `init`), it starts no work: no `Task`, no
/// Dispatch job, and — given `work:` — no call of that method. Side
/// effects belong in `.task`, `.onAppear` or a feature root.
///
/// Reports "FeedView's init started task 3 (Task@14) at event 9 — it works for a value SwiftUI may throw away".
public struct NoSideEffectInInitChecker: Checker {
    public static let summary = "a view's init starts no task, no Dispatch job, and no call of the named work"
    public static let parameters = [
        CheckerParameter("view", .type, "the view type"),
        CheckerParameter("work", label: "work", .method, optional: true, "a method that must not run during init"),
    ]

    let view: String
    let work: MethodName?

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        view = try arguments.type("view")
        work = arguments.values["work"] == nil ? nil : try arguments.method("work")
    }

    public var needs: RunNeeds { RunNeeds(watchedMethods: work.map { [$0] } ?? []) }

    public func check(_ run: ScenarioRun) -> Verdict {
        let inits = run.viewInits(of: view)
        guard !inits.isEmpty else { return .fail("no \(view) value was ever built") }
        for window in inits {
            for event in run.events where window.contains(event.number) {
                switch event.kind {
                case .taskCreated(let id, let label):
                    let work = id.map { "started task \($0) (\(label))" } ?? "queued \(label)"
                    return .fail("\(view)'s init \(work) at event \(event.number) — it works for a value SwiftUI may throw away",
                                 events: [event.number])
                case .methodCalled(let type, let serial, let method) where work.map({ $0.type == type && $0.method == method }) ?? false:
                    return .fail("\(view)'s init called \(type).\(method) on \(type)#\(serial) at event \(event.number)",
                                 events: [event.number])
                default:
                    continue
                }
            }
        }
        return .pass("\(view) was initialised \(times(inits.count)) without starting any work")
    }
}
