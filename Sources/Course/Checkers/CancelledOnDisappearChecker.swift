import LiveRuntime
/// `cancelledOnDisappear(DetailView)`: every `.task` the view started was
/// cancelled when the view disappeared — the work stops with the screen.
///
/// Reports "DetailView's task 4 (task at line 12) was still running after DetailView disappeared at event 31".
public struct CancelledOnDisappearChecker: Checker {
    public static let summary = "every .task a view started is cancelled when the view disappears"
    public static let parameters = [CheckerParameter("view", .type, "the view type")]

    let view: String

    public init(_ arguments: CheckerArguments) throws(CheckerArgumentError) {
        view = try arguments.type("view")
    }

    public func check(_ run: ScenarioRun) -> Verdict {
        let disappearances = run.disappearances(of: view)
        guard let gone = disappearances.first else {
            return .fail("\(view) never disappeared: nothing to check (does the script pop or hide it?)")
        }
        let tasks = run.tasks(ofView: view).filter { $0.started < gone }
        guard !tasks.isEmpty else { return .fail("\(view) started no .task before it disappeared at event \(gone)", events: [gone]) }
        for task in tasks {
            let ended = [task.cancelled, task.finished].compactMap { $0 }.min()
            if task.finished.map({ $0 < gone }) ?? false { continue }
            guard let cancelled = task.cancelled, cancelled >= gone, ended == cancelled else {
                return .fail("\(view)'s task \(task.id) (\(task.label)) was still running after \(view) disappeared at event \(gone)",
                             events: [task.started, gone])
            }
        }
        let cancelled = tasks.compactMap(\.cancelled)
        return .pass("\(view)'s \(tasks.count == 1 ? "task was" : "tasks were") cancelled when it disappeared",
                     events: [gone] + cancelled)
    }
}
