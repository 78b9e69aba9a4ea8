import Scheduling
import SwiftSubset

/// An operator applied to an upstream publisher, value by value, in the
/// subscriber's own job: `map`, `filter`, `compactMap`,
/// `removeDuplicates`, `dropFirst`, `prefix`, `scan`, `first`,
/// `handleEvents`, `replaceNil`, `eraseToAnyPublisher`. Each subscription
/// gets its own state (`removeDuplicates`' last value, `scan`'s
/// accumulator), as Combine makes one per subscriber.
final class StagePublisher: NativeObject, ProgramPublisher {
    /// One subscription's step: what to do with a value, given where to
    /// send results; it may also end the stream (`prefix`, `first`).
    typealias Step = (_ value: Value, _ send: (Value) throws(Unwind) -> Void, _ finish: () throws(Unwind) -> Void) throws(Unwind) -> Void

    let upstream: ProgramPublisher
    let name: String
    let makeStep: () -> Step

    init(_ upstream: ProgramPublisher, name: String, makeStep: @escaping () -> Step) {
        self.upstream = upstream
        self.name = name
        self.makeStep = makeStep
    }

    override var typeName: String { name }

    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void {
        let step = makeStep()
        var done = false
        var stopUpstream: (() -> Void)?
        let finish = { () throws(Unwind) in
            guard !done else { return }
            done = true
            stopUpstream?()
            try subscriber.complete(.finished)
        }
        let stop = try upstream.subscribe(Downstream(receive: { (value: Value) throws(Unwind) in
            guard !done else { return }
            try step(value, subscriber.receive, finish)
        }, complete: { (completion: PublisherCompletion) throws(Unwind) in
            guard !done else { return }
            done = true
            try subscriber.complete(completion)
        }), rt: rt)
        stopUpstream = stop
        if done { stop() }
        return {
            done = true
            stop()
        }
    }
}

/// The operators that move values to a later main-actor job, on the
/// virtual clock: `receive(on:)` (the next job), `delay(for:)`,
/// `debounce(for:)` (the last value once the upstream has been quiet for
/// the interval) and `throttle(for:latest:)` (at most one value per
/// interval: the first at once, then the first or latest of each window).
final class TimedPublisher: NativeObject, ProgramPublisher {
    enum Kind {
        case receiveOn
        case delay(Int)
        case debounce(Int)
        case throttle(Int, latest: Bool)
    }

    let upstream: ProgramPublisher
    let kind: Kind
    let name: String

    init(_ upstream: ProgramPublisher, kind: Kind, name: String) {
        self.upstream = upstream
        self.kind = kind
        self.name = name
    }

    override var typeName: String { name }

    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void {
        let scheduler = rt.scheduler
        var cancelled = false
        var timers: Set<Int> = []
        /// Runs `body` as a main-actor job after `delay` nanoseconds.
        func later(_ delay: Int, _ body: @escaping () throws(Unwind) -> Void) -> Int {
            var id = 0
            id = scheduler.schedule(after: delay, Scheduler.Job(label: name) { [weak rt] in
                timers.remove(id)
                guard !cancelled, let rt else { return }
                rt.runJob(label: self.name) { () throws(Unwind) in
                    guard !cancelled else { return }
                    try body()
                }
            })
            timers.insert(id)
            return id
        }
        var pending: Value?
        var debounceTimer: Int?
        var windowOpen = false
        var windowValue: Value?

        func openWindow(_ interval: Int, latest: Bool) {
            windowOpen = true
            _ = later(interval) { () throws(Unwind) in
                windowOpen = false
                if let value = windowValue {
                    windowValue = nil
                    try subscriber.receive(value)
                    openWindow(interval, latest: latest)
                }
            }
        }

        let stop = try upstream.subscribe(Downstream(receive: { (value: Value) throws(Unwind) in
            guard !cancelled else { return }
            switch self.kind {
            case .receiveOn:
                _ = later(0) { () throws(Unwind) in try subscriber.receive(value) }
            case .delay(let interval):
                _ = later(interval) { () throws(Unwind) in try subscriber.receive(value) }
            case .debounce(let interval):
                pending = value
                if let timer = debounceTimer {
                    scheduler.cancelTimer(timer)
                    timers.remove(timer)
                }
                debounceTimer = later(interval) { () throws(Unwind) in
                    debounceTimer = nil
                    if let value = pending {
                        pending = nil
                        try subscriber.receive(value)
                    }
                }
            case .throttle(let interval, let latest):
                if windowOpen {
                    if latest || windowValue == nil { windowValue = value }
                } else {
                    try subscriber.receive(value)
                    openWindow(interval, latest: latest)
                }
            }
        }, complete: { (completion: PublisherCompletion) throws(Unwind) in
            guard !cancelled else { return }
            switch self.kind {
            case .receiveOn: _ = later(0) { () throws(Unwind) in try subscriber.complete(completion) }
            case .delay(let interval): _ = later(interval) { () throws(Unwind) in try subscriber.complete(completion) }
            case .debounce, .throttle: try subscriber.complete(completion)
            }
        }), rt: rt)
        return {
            cancelled = true
            stop()
            for timer in timers { scheduler.cancelTimer(timer) }
            timers.removeAll()
        }
    }
}

/// Publishers made of several: `combineLatest` (a tuple of the latest of
/// each, once each has sent; or the transform's result), `zip` (pairs in
/// order) and `merge` (every value of each). They finish when all of
/// their upstreams have (`combineLatest`, `merge`) or when one has and
/// nothing is left to pair (`zip`).
final class CombiningPublisher: NativeObject, ProgramPublisher {
    enum Kind { case combineLatest, zip, merge }

    let upstreams: [ProgramPublisher]
    let kind: Kind
    let transform: FunctionValue?
    let name: String

    init(_ upstreams: [ProgramPublisher], kind: Kind, transform: FunctionValue?, name: String) {
        self.upstreams = upstreams
        self.kind = kind
        self.transform = transform
        self.name = name
    }

    override var typeName: String { name }

    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void {
        var latest: [Value?] = Array(repeating: nil, count: upstreams.count)
        var queues: [[Value]] = Array(repeating: [], count: upstreams.count)
        var finished = Array(repeating: false, count: upstreams.count)
        var done = false
        var stops: [() -> Void] = []
        let transform = self.transform, kind = self.kind
        func combined(_ values: [Value]) throws(Unwind) -> Value {
            if let transform { return try rt.call(transform, values, at: nil) }
            return .tuple(TupleValue(values))
        }
        func end(_ completion: PublisherCompletion) throws(Unwind) {
            guard !done else { return }
            done = true
            stops.forEach { $0() }
            try subscriber.complete(completion)
        }
        for (index, upstream) in upstreams.enumerated() {
            let stop = try upstream.subscribe(Downstream(receive: { (value: Value) throws(Unwind) in
                guard !done else { return }
                switch kind {
                case .merge:
                    try subscriber.receive(value)
                case .combineLatest:
                    latest[index] = value
                    let all = latest.compactMap { $0 }
                    if all.count == latest.count { try subscriber.receive(try combined(all)) }
                case .zip:
                    queues[index].append(value)
                    if queues.allSatisfy({ !$0.isEmpty }) {
                        let values = queues.indices.map { queues[$0].removeFirst() }
                        try subscriber.receive(try combined(values))
                    }
                }
            }, complete: { (completion: PublisherCompletion) throws(Unwind) in
                if case .failure = completion { return try end(completion) }
                finished[index] = true
                if kind == .zip && queues[index].isEmpty { return try end(.finished) }
                if finished.allSatisfy({ $0 }) { try end(.finished) }
            }), rt: rt)
            stops.append(stop)
        }
        return {
            done = true
            stops.forEach { $0() }
        }
    }
}
