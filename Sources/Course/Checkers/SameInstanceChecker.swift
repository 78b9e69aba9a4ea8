import LiveRuntime
/// `sameInstance(ParentView.model, DetailView.model)`: two views see the
/// very same object at the end of the script (not two copies).
///
/// Reports "ParentView.model is Counter#1 but DetailView.model is Counter#2".
public struct SameInstanceChecker: Checker {
    public static let summary = "two views' properties hold the same object at the end"
    public static let parameters = [
        CheckerParameter("first", .path, "one view's property"),
        CheckerParameter("second", .path, "the other view's property"),
    ]

    let first: ValuePath
    let second: ValuePath

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        first = try arguments.path("first")
        second = try arguments.path("second")
    }

    public var needs: RunNeeds { RunNeeds(probes: [first, second]) }

    public func check(_ run: ScenarioRun) -> Verdict {
        let end = run.steps.count - 1
        let a = run.reading(first, afterStep: end)
        let b = run.reading(second, afterStep: end)
        switch (a, b) {
        case (.missing(let why), _), (_, .missing(let why)):
            return .fail(why)
        case (.value(_, let x, _), .value(_, let y, _)):
            guard let x, let y else { return .fail("\(x == nil ? first : second) is not an object") }
            let created = run.lives.filter { $0.object == x || $0.object == y }.map(\.initEvent)
            if x == y { return .pass("\(first) and \(second) are both \(x)", events: created) }
            return .fail("\(first) is \(x) but \(second) is \(y)", events: created)
        }
    }
}
