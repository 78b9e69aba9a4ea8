import Scheduling
import SwiftSubset
import ViewGraph

/// The Combine publishers `.onReceive` takes: `Timer.publish(every:on:in:)
/// .autoconnect()`, a timer on the virtual clock sending the `Date` of each
/// tick, and an `ObservableObject`'s `$property`, which sends the current
/// value when subscribed and then each new value as it is written (in
/// `willSet`, as `@Published` does).
protocol ProgramPublisher: AnyObject {
    /// Starts sending to `receive`; the result stops it.
    func subscribe(_ receive: @escaping (Value) -> Void, views: ViewRuntime) -> () -> Void
}

final class TimerPublisherValue: NativeObject, ProgramPublisher {
    let interval: Int
    let isConnected: Bool

    init(interval: Int, isConnected: Bool) {
        self.interval = interval
        self.isConnected = isConnected
    }

    override var typeName: String { isConnected ? "Publishers.Autoconnect<Timer.TimerPublisher>" : "Timer.TimerPublisher" }

    func subscribe(_ receive: @escaping (Value) -> Void, views: ViewRuntime) -> () -> Void {
        // A timer that is not connected (no `.autoconnect()`) never fires.
        guard isConnected, interval > 0 else { return {} }
        let scheduler = views.runtime.scheduler
        var timer: Int?
        var stopped = false
        func tick() {
            timer = scheduler.schedule(after: interval, Scheduler.Job(label: "timer tick") {
                guard !stopped else { return }
                let rt = views.runtime
                _ = rt.spawnTask(label: "timer tick", body: nil, hostBody: { () throws(Unwind) -> Value in
                    guard !stopped, let date = rt.library.types["Date"] else { return .void }
                    receive(try rt.library.construct(date, labels: [], arguments: [], rt: rt, at: nil))
                    return .void
                })
                tick()
            })
        }
        tick()
        return {
            stopped = true
            if let timer { scheduler.cancelTimer(timer) }
        }
    }
}

/// `model.$count`: the `@Published` property's publisher.
final class PublishedPublisherValue: NativeObject, ProgramPublisher {
    let box: PublishedBox
    let subscribers: PublishedSubscribers
    init(box: PublishedBox, subscribers: PublishedSubscribers) {
        self.box = box
        self.subscribers = subscribers
    }
    override var typeName: String { "Published.Publisher" }

    func subscribe(_ receive: @escaping (Value) -> Void, views: ViewRuntime) -> () -> Void {
        let id = subscribers.add(box, receive)
        receive(box.value)
        return { [subscribers] in subscribers.remove(id) }
    }
}

/// Who listens to each `@Published` property's publisher (one list per
/// session, as each session installs its own library).
final class PublishedSubscribers {
    private var entries: [(id: Int, box: ObjectIdentifier, receive: (Value) -> Void)] = []
    private var nextID = 0

    func add(_ box: PublishedBox, _ receive: @escaping (Value) -> Void) -> Int {
        nextID += 1
        entries.append((nextID, ObjectIdentifier(box), receive))
        return nextID
    }

    func remove(_ id: Int) { entries.removeAll { $0.id == id } }

    func willSet(_ box: PublishedBox, to value: Value) {
        for entry in entries where entry.box == ObjectIdentifier(box) { entry.receive(value) }
    }
}
