import SwiftSubset
import ViewGraph

/// `.onReceive(publisher) { value in … }`: subscribed while the view is
/// on screen — from its appearance, with the tasks, until it disappears —
/// and each value runs the action, on the main actor, as one job.
final class ReceiveAction: HostAction {
    let publisher: ProgramPublisher
    let perform: FunctionValue
    unowned let views: ViewRuntime

    init(publisher: ProgramPublisher, perform: FunctionValue, views: ViewRuntime) {
        self.publisher = publisher
        self.perform = perform
        self.views = views
    }

    /// Never run as a task body: `ViewRuntime.startTask` subscribes instead.
    func run() throws {}

    func subscribe() -> SubscriptionToken {
        let rt = views.runtime
        let token = SubscriptionToken(perform: perform)
        let downstream = Downstream(receive: { [weak token, weak rt] (value: Value) throws(Unwind) in
            guard let perform = token?.perform, let rt else { return }
            // The next main-actor job runs the action: after the write that
            // sent the value is done (SwiftUI sends in willSet, so there a
            // read of the property still sees the old value).
            _ = rt.spawnTask(label: "onReceive", body: nil, hostBody: { () throws(Unwind) -> Value in
                try rt.call(perform, [value], at: nil)
            })
        })
        let publisher = self.publisher
        // Operators call program closures: subscribing runs on a fiber.
        try? views.onFiber { () throws(Unwind) in token.stop = try publisher.subscribe(downstream, rt: rt) }
        return token
    }
}

/// An `.onReceive` subscription, as the graph keeps a task; it runs the
/// closure of the latest body.
final class SubscriptionToken: AdoptingTaskToken {
    var stop: (() -> Void)?
    var perform: FunctionValue

    init(perform: FunctionValue) { self.perform = perform }

    func adopt(_ action: HostAction) {
        if let receive = action as? ReceiveAction { perform = receive.perform }
    }

    var isFinished: Bool { stop == nil }
    func cancel() {
        stop?()
        stop = nil
    }
}

extension Library {
    /// Combine (`Library+Combine`), then `.onReceive(_:perform:)`.
    func installPublishers(_ views: ViewRuntime) {
        installCombine()
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        method(view, "onReceive(_:perform:)", .nominal(modifiedContent, [])) { [unowned views] _, base, args, at throws(Unwind) in
            guard let source = args[0].nativeObject as? ProgramPublisher else {
                throw .trap(Trap(message: LiveRuntimeMessages.notAPublisher, position: at))
            }
            let action = ReceiveAction(publisher: source, perform: try Library.function(args[1], at), views: views)
            let modifier = ModifierValue(.receive(action), name: "onReceive", at: at)
            return .native(ViewValue(.modified(base: base, modifier: modifier)))
        }
    }
}
