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
        let views = self.views
        let token = SubscriptionToken(perform: perform)
        token.stop = publisher.subscribe({ [weak token] value in
            guard let perform = token?.perform else { return }
            // The next main-actor job runs the action: after the write that
            // sent the value is done (SwiftUI sends in willSet, so there a
            // read of the property still sees the old value).
            let rt = views.runtime
            _ = rt.spawnTask(label: "onReceive", body: nil, hostBody: { () throws(Unwind) -> Value in
                try rt.call(perform, [value], at: nil)
            })
        }, views: views)
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
    func installPublishers(_ views: ViewRuntime) {
        let timer = TypeInfo(name: "Timer", kind: .builtin)
        addType(timer)
        nativeTypes["Timer"] = timer
        installScheduledTimer(timer)
        let publisher = TypeInfo(name: "Timer.TimerPublisher", kind: .builtin)
        nativeTypes["Timer.TimerPublisher"] = publisher
        // `.main`, `.common` for `on:` and `in:`.
        var loopTypes: [StaticType] = []
        for (name, members) in [("RunLoop", ["main", "current"]), ("RunLoop.Mode", ["common", "default"])] {
            let type = TypeInfo(name: name, kind: .builtin)
            loopTypes.append(.nominal(type, []))
            addType(type)
            nativeTypes[name] = type
            for member in members {
                staticProperty(type, member, .nominal(type, [])) { _, _, _ throws(Unwind) in .native(TokenValue("." + member)) }
            }
        }

        staticMethod(timer, "publish(every:tolerance?:on:in:options?:)", .nominal(publisher, []),
                     types: [.unknown, .unknown, loopTypes[0], loopTypes[1], .unknown]) { _, _, args, at throws(Unwind) in
            let seconds = ControlContent.number(args[0]) ?? 1
            return .native(TimerPublisherValue(interval: Int(seconds * 1e9), isConnected: false))
        }
        method(publisher, "autoconnect()", .nominal(publisher, [])) { _, base, _, _ throws(Unwind) in
            guard let timer = base.nativeObject as? TimerPublisherValue else { return base }
            return .native(TimerPublisherValue(interval: timer.interval, isConnected: true))
        }
        if let published = types["Published"] {
            let subscribers = PublishedSubscribers()
            property(published, "projectedValue") { _, base, _ throws(Unwind) in
                guard let box = base.nativeObject as? PublishedBox else { return .void }
                return .native(PublishedPublisherValue(box: box, subscribers: subscribers))
            }
            // Writes tell the property's publisher first (willSet), then store.
            property(published, "wrappedValue", set: { _, base, value, _ throws(Unwind) in
                guard let box = base.nativeObject as? PublishedBox else { return }
                subscribers.willSet(box, to: value)
                box.value = value
            }) { _, base, _ throws(Unwind) in
                (base.nativeObject as? PublishedBox)?.value ?? .void
            }
        }

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
