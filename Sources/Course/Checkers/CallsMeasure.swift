import LiveRuntime
/// `calls(FeedModel.load)`: how many times a method ran, on any object.
///
/// Reports "FeedModel.load ran twice, on FeedModel#1, FeedModel#2 — events 9, 22".
public struct CallsMeasure: Measure {
    public static let countsTimes = true
    public static let summary = "how many times a method ran"
    public static let parameters = [CheckerParameter("method", .method, "the method, as Type.method")]

    let method: MethodName

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        method = try arguments.method("method")
    }

    public var needs: RunNeeds { RunNeeds(watchedMethods: [method]) }

    public func measure(_ run: ScenarioRun) -> Measurement {
        let calls = run.calls(of: method)
        let objects = Array(Set(calls.map { "\($0.type)#\($0.serial)" })).sorted()
        let on = objects.isEmpty ? "" : ", on " + objects.joined(separator: ", ")
        return Measurement(.int(calls.count), "\(method) ran \(times(calls.count))\(on)",
                           events: calls.map(\.event))
    }
}
