import Scheduling
import SwiftSubset
import ViewGraph

/// Combine's publishers, on the virtual main actor and clock. A publisher
/// sends values, then perhaps a completion, to each subscriber; what a
/// subscription does is Combine's: a `@Published` property's publisher
/// sends its current value when subscribed and each new one in `willSet`
/// (so a read of the property inside the sink still sees the old value),
/// a subject sends synchronously inside `send`, a timer sends one `Date` a
/// tick as a main-actor job, and the scheduling operators (`receive(on:)`,
/// `debounce`, `throttle`, `delay`) hop to a later job.
protocol ProgramPublisher: NativeObject {
    /// Starts sending to `subscriber`; the result stops it.
    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void
}

/// How a publisher finished: `.finished`, or `.failure` with the error.
enum PublisherCompletion {
    case finished
    case failure(Value)
}

/// What a publisher sends values and its completion to.
final class Downstream {
    let receive: (Value) throws(Unwind) -> Void
    let complete: (PublisherCompletion) throws(Unwind) -> Void

    init(receive: @escaping (Value) throws(Unwind) -> Void,
         complete: @escaping (PublisherCompletion) throws(Unwind) -> Void = { _ throws(Unwind) in }) {
        self.receive = receive
        self.complete = complete
    }
}

/// `Timer.publish(every:on:in:)`: a connectable publisher sending the
/// `Date` of each tick; it ticks only once connected (`.autoconnect()`).
final class TimerPublisherValue: NativeObject, ProgramPublisher {
    let interval: Int
    let isConnected: Bool

    init(interval: Int, isConnected: Bool) {
        self.interval = interval
        self.isConnected = isConnected
    }

    override var typeName: String { isConnected ? "Publishers.Autoconnect" : "Timer.TimerPublisher" }

    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void {
        // A timer that is not connected (no `.autoconnect()`) never fires.
        guard isConnected, interval > 0 else { return {} }
        let scheduler = rt.scheduler
        var timer: Int?
        var stopped = false
        func tick() {
            timer = scheduler.schedule(after: interval, Scheduler.Job(label: "timer tick") { [weak rt] in
                guard !stopped, let rt else { return }
                rt.runJob(label: "timer tick") { () throws(Unwind) in
                    guard !stopped, let date = rt.library.types["Date"] else { return }
                    try subscriber.receive(try rt.library.construct(date, labels: [], arguments: [], rt: rt, at: nil))
                }
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

/// `model.$count`: the `@Published` property's publisher. Read through
/// the object, it knows which object and property it belongs to, so
/// `assign(to: &$count)` writes the property as the program would.
final class PublishedPublisherValue: NativeObject, ProgramPublisher, OwnedProjection {
    let box: PublishedBox
    let subscribers: PublishedSubscribers
    private(set) weak var owner: Instance?
    private(set) var property: String?

    init(box: PublishedBox, subscribers: PublishedSubscribers) {
        self.box = box
        self.subscribers = subscribers
    }
    override var typeName: String { "Published.Publisher" }

    func attach(owner: Instance, property: String) {
        self.owner = owner
        self.property = property
    }

    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void {
        let id = subscribers.add(box, subscriber.receive)
        try subscriber.receive(box.value)
        return { [subscribers] in subscribers.remove(id) }
    }
}

/// Who listens to each `@Published` property's publisher (one list per
/// session, as each session installs its own library).
final class PublishedSubscribers {
    private var entries: [(id: Int, box: ObjectIdentifier, receive: (Value) throws(Unwind) -> Void)] = []
    private var nextID = 0

    func add(_ box: PublishedBox, _ receive: @escaping (Value) throws(Unwind) -> Void) -> Int {
        nextID += 1
        entries.append((nextID, ObjectIdentifier(box), receive))
        return nextID
    }

    func remove(_ id: Int) { entries.removeAll { $0.id == id } }

    /// Sends `value` to the property's subscribers, before it is stored.
    func willSet(_ box: PublishedBox, to value: Value) throws(Unwind) {
        for entry in entries where entry.box == ObjectIdentifier(box) { try entry.receive(value) }
    }
}

/// An `ObservableObject`'s `objectWillChange`: sends before every change.
extension PublisherValue: ProgramPublisher {
    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void {
        guard let object else { return {} }
        let forward = FunctionValue(.native(name: "objectWillChange") { _, _ throws(Unwind) in
            try subscriber.receive(.void)
            return .void
        })
        let id = rt.observation.subscribe(object, .program(forward))
        let key = ObjectIdentifier(object)
        return { [weak rt] in rt?.observation.unsubscribe(key, id: id) }
    }
}
