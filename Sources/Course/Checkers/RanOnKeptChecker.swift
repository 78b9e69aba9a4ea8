import LiveRuntime
/// `ranOnKept(FeedModel.load)`: the work ran, and every call of it ran on
/// an object a view's storage keeps (the installed instance), never on a
/// throwaway that no view keeps.
///
/// Reports "FeedModel.load ran on FeedModel#2, which no view kept (thrown away, never in a view's storage) — event 9".
public struct RanOnKeptChecker: Checker {
    public static let summary = "a method ran, and only on objects kept in a view's storage"
    public static let parameters = [CheckerParameter("method", .method, "the work, as Type.method")]

    let method: MethodName

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        method = try arguments.method("method")
    }

    public var needs: RunNeeds { RunNeeds(watchedMethods: [method]) }

    public func check(_ run: ScenarioRun) -> Verdict {
        let calls = run.calls(of: method)
        guard !calls.isEmpty else { return .fail("\(method) never ran") }
        for call in calls {
            guard let life = run.lives.first(where: { $0.type == call.type && $0.serial == call.serial }) else { continue }
            if !life.wasKept {
                return .fail("\(method) ran on \(life.object), which no view kept (\(life.reason))",
                             events: [call.event, life.initEvent])
            }
        }
        let objects = Array(Set(calls.map { "\($0.type)#\($0.serial)" })).sorted()
        return .pass("\(method) ran \(times(calls.count)), on \(objects.joined(separator: ", ")), kept by a view",
                     events: calls.map(\.event))
    }
}
