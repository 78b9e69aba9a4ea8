// The values behind `Library+AsyncSequences.swift`: the cursor `for await`
// pulls with, a stream's storage, its continuation and handle, and the lazy
// operations' sequences and iterators.

/// Something `for await` can pull elements from directly.
protocol NativeAsyncIterator: AnyObject {
    /// `.some(element)`, or `.none` at the end.
    func next(_ rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value
}

/// Pulls elements from any async sequence: a library one, or a user type
/// through its `makeAsyncIterator()` and mutating `next()`.
final class AsyncCursor {
    private var native: NativeAsyncIterator?
    private var iterator: Value

    init(_ sequence: Value, _ rt: Runtime, at position: SourcePosition) throws(Unwind) {
        if let t = sequence.nativeObject as? AsyncTransformValue {
            let i = try t.makeIterator(rt, at: position)
            native = i
            iterator = .native(i)
        } else if let n = sequence.nativeObject as? NativeAsyncIterator {
            native = n
            iterator = sequence
        } else {
            iterator = try rt.library.callNamed(sequence, "makeAsyncIterator", [], rt: rt, at: position).result
        }
    }

    func next(_ rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value? {
        try rt.step(at: position)
        let value: Value
        if let native {
            value = try native.next(rt, at: position)
        } else {
            let (result, updated) = try rt.library.callNamed(iterator, "next", [], rt: rt, at: position)
            iterator = updated
            value = Value.wrapOptional(result)
        }
        if case .some(let element) = value { return element }
        return nil
    }
}

/// `BufferingPolicy`: unbounded, or keep the newest / oldest `limit`.
final class BufferingPolicyValue: NativeObject {
    static let typeName = "BufferingPolicy"
    let limit: Int?
    let keepsNewest: Bool
    init(limit: Int?, keepsNewest: Bool) {
        self.limit = limit
        self.keepsNewest = keepsNewest
    }
    override var typeName: String { BufferingPolicyValue.typeName }
}

/// An `AsyncStream`: yielded elements not yet taken, whether it has
/// finished (and with what error), and the task waiting for an element.
final class AsyncStreamValue: NativeObject, NativeAsyncIterator {
    static func typeName(throwing: Bool) -> String { throwing ? "AsyncThrowingStream" : "AsyncStream" }
    let throwing: Bool
    let limit: Int?
    let keepsNewest: Bool
    let termination: TypeInfo
    var buffer: [Value] = []
    /// How many of the buffer's first elements were handed to a consumer
    /// that was waiting (they take no room: Swift gives them over at once).
    var handedOver = 0
    var isFinished = false
    var error: Value?
    var waiter: TaskHandle?
    var onTermination: FunctionValue?
    /// `init(unfolding:)`: each `next()` calls it; nil ends the stream.
    var unfold: FunctionValue?
    var onCancelUnfolding: FunctionValue?

    init(throwing: Bool, limit: Int?, keepsNewest: Bool, termination: TypeInfo) {
        self.throwing = throwing
        self.limit = limit
        self.keepsNewest = keepsNewest
        self.termination = termination
    }
    override var typeName: String { AsyncStreamValue.typeName(throwing: throwing) }

    /// What `yield` did with an element (`Continuation.YieldResult`).
    enum YieldOutcome {
        /// Buffered or handed to a waiting consumer; how much room is left.
        case enqueued(remaining: Int)
        /// The buffer was full: the element it dropped (the new one, or
        /// with `.bufferingNewest` the oldest).
        case dropped(Value)
        case terminated
    }

    @discardableResult
    func yield(_ value: Value, _ rt: Runtime) -> YieldOutcome {
        guard !isFinished else { return .terminated }
        if waiter != nil, buffer.count == handedOver {
            // A consumer waits: the element goes to it, taking no room.
            buffer.append(value)
            handedOver += 1
            wakeWaiter(rt)
            return .enqueued(remaining: limit.map { $0 - (buffer.count - handedOver) } ?? Int.max)
        }
        if let limit, buffer.count - handedOver >= limit {
            guard keepsNewest, limit > 0 else { return .dropped(value) }
            let oldest = buffer.remove(at: handedOver)
            buffer.append(value)
            return .dropped(oldest)
        }
        buffer.append(value)
        wakeWaiter(rt)
        return .enqueued(remaining: limit.map { $0 - (buffer.count - handedOver) } ?? Int.max)
    }

    func finish(_ rt: Runtime, error: Value?) {
        guard !isFinished else { return }
        isFinished = true
        self.error = error
        wakeWaiter(rt)
        terminate(rt, cancelled: false)
    }

    private func wakeWaiter(_ rt: Runtime) {
        if let waiter {
            self.waiter = nil
            waiter.onCancel = nil
            rt.wake(waiter)
        }
    }

    /// The program dropped its last reference to the stream (and its
    /// iterators): a stream not finished yet is cancelled, as Swift's
    /// `AsyncStream` cancels its storage when it goes away.
    func consumerReleased(_ rt: Runtime) {
        guard !isFinished, unfold == nil else { return }
        isFinished = true
        buffer.removeAll()
        handedOver = 0
        terminate(rt, cancelled: true)
    }

    /// Calls `onTermination` once, with `.finished` or `.cancelled`.
    private func terminate(_ rt: Runtime, cancelled: Bool) {
        guard let handler = onTermination else { return }
        onTermination = nil
        let reason = Value.enumeration(termination.cases[cancelled ? 1 : 0].singleton
                                       ?? EnumValue(type: termination, caseIndex: cancelled ? 1 : 0, payload: []))
        _ = try? rt.call(handler, [reason], at: nil)
    }

    func next(_ rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        if let unfold {
            if rt.currentTask?.isCancelled == true {
                if let f = onCancelUnfolding { onCancelUnfolding = nil; _ = try rt.call(f, [], at: position) }
                return .none
            }
            return Value.wrapOptional(try rt.call(unfold, [], at: position))
        }
        while true {
            if !buffer.isEmpty {
                handedOver = max(0, handedOver - 1)
                return .some(buffer.removeFirst())
            }
            if isFinished {
                if let error {
                    self.error = nil
                    throw .thrown(error)
                }
                return .none
            }
            guard let current = rt.currentTask else {
                throw .trap(Trap(message: LanguageMessages.awaitOutsideTask, position: position))
            }
            if current.isCancelled {
                isFinished = true
                buffer.removeAll()
                handedOver = 0
                terminate(rt, cancelled: true)
                return .none
            }
            waiter = current
            current.onCancel = { [weak self, unowned rt] in
                guard let self, self.waiter === current else { return }
                self.waiter = nil
                rt.wake(current)
            }
            try rt.suspendCurrentTask(at: position)
            current.onCancel = nil
        }
    }
}

/// The consumer's side of a stream: what `AsyncStream { … }` and
/// `makeStream` give the program, and what `for await` pulls from. When
/// the program lets go of it — the last variable or argument holding it
/// goes away — the stream is cancelled at the next statement boundary,
/// while its continuation (the producer's side) may live on.
final class AsyncStreamHandle: NativeObject, NativeAsyncIterator {
    let storage: AsyncStreamValue
    private weak var rt: Runtime?

    init(_ storage: AsyncStreamValue, rt: Runtime) {
        self.storage = storage
        self.rt = rt
    }
    override var typeName: String { storage.typeName }

    func next(_ rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        try storage.next(rt, at: position)
    }

    deinit {
        guard let rt else { return }
        let storage = self.storage
        rt.heap.afterStatement { [weak rt] in
            if let rt { storage.consumerReleased(rt) }
        }
    }
}

/// What a stream's build closure receives.
final class StreamContinuationValue: NativeObject {
    static func typeName(throwing: Bool) -> String { AsyncStreamValue.typeName(throwing: throwing) + ".Continuation" }
    let stream: AsyncStreamValue
    init(_ stream: AsyncStreamValue) { self.stream = stream }
    override var typeName: String { StreamContinuationValue.typeName(throwing: stream.throwing) }
}

/// `seq.map { … }` and the other lazy operations: a description of the
/// transformed sequence; each `makeAsyncIterator()` walks the base afresh.
final class AsyncTransformValue: NativeObject {
    static let typeName = "AsyncTransformedSequence"
    enum Kind { case map, compactMap, filter, prefixWhile, dropWhile, prefix, dropFirst }
    let base: Value
    let kind: Kind
    let transform: FunctionValue?
    let count: Int
    init(base: Value, kind: Kind, transform: FunctionValue?, count: Int) {
        self.base = base
        self.kind = kind
        self.transform = transform
        self.count = count
    }
    static func typeName(of kind: Kind) -> String {
        switch kind {
        case .map: "AsyncMapSequence"
        case .compactMap: "AsyncCompactMapSequence"
        case .filter: "AsyncFilterSequence"
        case .prefixWhile: "AsyncPrefixWhileSequence"
        case .dropWhile: "AsyncDropWhileSequence"
        case .prefix: "AsyncPrefixSequence"
        case .dropFirst: "AsyncDropFirstSequence"
        }
    }
    static let typeNames = [Kind.map, .compactMap, .filter, .prefixWhile, .dropWhile, .prefix, .dropFirst].map(typeName(of:))
    override var typeName: String { AsyncTransformValue.typeName(of: kind) }

    func makeIterator(_ rt: Runtime, at position: SourcePosition) throws(Unwind) -> AsyncTransformIterator {
        AsyncTransformIterator(of: self, cursor: try AsyncCursor(base, rt, at: position))
    }
}

final class AsyncTransformIterator: NativeObject, NativeAsyncIterator {
    static let typeName = "AsyncTransformedSequence.Iterator"
    let sequence: AsyncTransformValue
    let cursor: AsyncCursor
    private var taken = 0
    private var done = false
    init(of sequence: AsyncTransformValue, cursor: AsyncCursor) {
        self.sequence = sequence
        self.cursor = cursor
    }
    override var typeName: String { AsyncTransformIterator.typeName }

    func next(_ rt: Runtime, at position: SourcePosition) throws(Unwind) -> Value {
        guard !done else { return .none }
        if sequence.kind == .prefix && taken >= sequence.count {
            done = true
            return .none
        }
        func apply(_ e: Value) throws(Unwind) -> Value {
            guard let f = sequence.transform else { return e }
            return try rt.call(f, [e], at: position)
        }
        while let e = try cursor.next(rt, at: position) {
            switch sequence.kind {
            case .map:
                return .some(try apply(e))
            case .compactMap:
                if case .some(let x) = Value.wrapOptional(try apply(e)) { return .some(x) }
            case .filter:
                if try Value.truth(try apply(e)) { return .some(e) }
            case .prefixWhile:
                if try Value.truth(try apply(e)) { return .some(e) }
                done = true
                return .none
            case .dropWhile:
                if taken == 0, try Value.truth(try apply(e)) { continue }
                taken = 1
                return .some(e)
            case .prefix:
                taken += 1
                return .some(e)
            case .dropFirst:
                if taken < sequence.count { taken += 1; continue }
                return .some(e)
            }
        }
        done = true
        return .none
    }
}
