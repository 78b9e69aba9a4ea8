/// Asynchronous sequences: `AsyncStream` and `AsyncThrowingStream` (a
/// build closure or `makeStream(of:)`, a continuation that yields and
/// finishes, `onTermination`, buffering policies, `init(unfolding:)`), and
/// the `AsyncSequence` operations every async sequence has — user ones
/// too: lazy `map`, `compactMap`, `filter`, `prefix`, `dropFirst`,
/// `prefix(while:)`, `drop(while:)`, and `first(where:)`, `contains`,
/// `allSatisfy`, `reduce`, `min`, `max`, which consume it. A consumer
/// waiting in `next()` suspends its task; a cancelled consumer's stream
/// ends, as Swift's does.
extension Library {
    func installAsyncSequences() {
        let termination = TypeInfo(name: "Termination", kind: .enumType)
        for (index, name) in ["finished", "cancelled"].enumerated() {
            // Cases without payloads: `.finished` is a value, not a constructor.
            termination.addCase(EnumCaseInfo(name: name, labels: nil, payloadTypes: [], rawValue: nil,
                                             singleton: EnumValue(type: termination, caseIndex: index, payload: [])))
        }
        termination.conformances = ["Equatable", "Hashable", "Sendable"].compactMap { types[$0] }
        let policy = TypeInfo(name: "BufferingPolicy", kind: .builtin)
        staticProperty(policy, "unbounded", .nominal(policy, [])) { _, _, _ throws(Unwind) in
            .native(BufferingPolicyValue(limit: nil, keepsNewest: false))
        }
        for (name, newest) in [("bufferingNewest", true), ("bufferingOldest", false)] {
            staticMethod(policy, "\(name)(_:)", .nominal(policy, [])) { _, _, args, at throws(Unwind) in
                .native(BufferingPolicyValue(limit: max(0, try Library.int(args[0], at)), keepsNewest: newest))
            }
        }
        nativeTypes[BufferingPolicyValue.typeName] = policy
        let policyType: StaticType = .nominal(policy, [])

        for throwing in [false, true] {
            let stream = TypeInfo(name: AsyncStreamValue.typeName(throwing: throwing), kind: .builtin)
            stream.genericParameters = throwing ? ["Element", "Failure"] : ["Element"]
            addType(stream)
            nativeTypes[stream.name] = stream
            let continuation = TypeInfo(name: "Continuation", kind: .builtin)
            continuation.outer = stream
            stream.nestedTypes["Continuation"] = continuation
            continuation.nestedTypes["Termination"] = termination
            continuation.nestedTypes["BufferingPolicy"] = policy
            termination.outer = continuation
            nativeTypes[StreamContinuationValue.typeName(throwing: throwing)] = continuation

            func make(_ limit: Value?, _ at: SourcePosition) -> AsyncStreamValue {
                let p = limit?.nativeObject as? BufferingPolicyValue
                return AsyncStreamValue(throwing: throwing, limit: p?.limit, keepsNewest: p?.keepsNewest ?? false,
                                        termination: termination)
            }
            staticMethod(stream, "init(_?:bufferingPolicy?:_:)", types: [.unknown, policyType, .function([.unknown], .void)]) { rt, _, args, at throws(Unwind) in
                let s = make(args[1], at)
                let build = try Library.function(args[2], at)
                if case .compiled(let f, _, _) = build.kind, f.parameters.isEmpty {
                    // `AsyncStream<Int> { … }` with a closure of no
                    // parameters is `init(unfolding:)`, as swiftc picks it.
                    s.unfold = build
                    return .native(AsyncStreamHandle(s, rt: rt))
                }
                let handle = AsyncStreamHandle(s, rt: rt)
                _ = try rt.call(build, [.native(StreamContinuationValue(s))], at: at)
                return .native(handle)
            }
            staticMethod(stream, "init(unfolding:onCancel?:)") { rt, _, args, at throws(Unwind) in
                let s = make(nil, at)
                s.unfold = try Library.function(args[0], at)
                if case .function(let f) = args[1].unwrapped ?? .void { s.onCancelUnfolding = f }
                return .native(AsyncStreamHandle(s, rt: rt))
            }
            staticMethod(stream, "makeStream(of?:throwing?:bufferingPolicy?:)", types: [.unknown, .unknown, policyType]) { rt, _, args, at throws(Unwind) in
                let s = make(args[2], at)
                return .tuple(TupleValue(labels: ["stream", "continuation"],
                                         elements: [.native(AsyncStreamHandle(s, rt: rt)), .native(StreamContinuationValue(s))]))
            }
            method(stream, "makeAsyncIterator()") { _, v, _, _ throws(Unwind) in v }
            method(stream, "next()") { rt, v, _, at throws(Unwind) in
                try Library.asyncIterator(v, at).next(rt, at: at)
            }
            installAsyncSequenceMethods(on: stream)

            func target(_ v: Value, _ at: SourcePosition) throws(Unwind) -> AsyncStreamValue {
                guard let c = v.nativeObject as? StreamContinuationValue else {
                    throw .trap(Trap(message: LanguageMessages.expected("a stream continuation"), position: at))
                }
                return c.stream
            }
            method(continuation, "yield(_:)", .void) { rt, v, args, at throws(Unwind) in
                try target(v, at).yield(args[0], rt)
                return .void
            }
            method(continuation, "yield()", .void) { rt, v, _, at throws(Unwind) in
                try target(v, at).yield(.void, rt)
                return .void
            }
            method(continuation, "yield(with:)", .void) { rt, v, args, at throws(Unwind) in
                guard case .enumeration(let e) = args[0], let payload = e.payload.first else {
                    throw .trap(Trap(message: LanguageMessages.expected("a Result"), position: at))
                }
                let s = try target(v, at)
                if e.caseIndex == 0 { s.yield(payload, rt) } else { s.finish(rt, error: payload) }
                return .void
            }
            method(continuation, "finish()", .void) { rt, v, _, at throws(Unwind) in
                try target(v, at).finish(rt, error: nil)
                return .void
            }
            if throwing {
                method(continuation, "finish(throwing:)", .void) { rt, v, args, at throws(Unwind) in
                    try target(v, at).finish(rt, error: args[0].unwrapped)
                    return .void
                }
            }
            property(continuation, "onTermination", .optional(.function([.nominal(termination, [])], .void)), set: { _, v, newValue, at throws(Unwind) in
                let s = try target(v, at)
                if case .function(let f) = newValue.unwrapped ?? .void { s.onTermination = f } else { s.onTermination = nil }
            }) { _, v, at throws(Unwind) in
                guard let f = try target(v, at).onTermination else { return .none }
                return .some(.function(f))
            }
        }

        if let asyncSequence = types["AsyncSequence"] { installAsyncSequenceMethods(on: asyncSequence) }
        let transformed = TypeInfo(name: AsyncTransformValue.typeName, kind: .builtin)
        for name in AsyncTransformValue.typeNames { nativeTypes[name] = transformed }
        method(transformed, "makeAsyncIterator()") { rt, v, _, at throws(Unwind) in
            guard let t = v.nativeObject as? AsyncTransformValue else { return v }
            return .native(try t.makeIterator(rt, at: at))
        }
        installAsyncSequenceMethods(on: transformed)
        let transformIterator = TypeInfo(name: AsyncTransformIterator.typeName, kind: .builtin)
        nativeTypes[AsyncTransformIterator.typeName] = transformIterator
        method(transformIterator, "next()") { rt, v, _, at throws(Unwind) in
            try Library.asyncIterator(v, at).next(rt, at: at)
        }
    }

    static func asyncIterator(_ v: Value, _ at: SourcePosition) throws(Unwind) -> NativeAsyncIterator {
        guard let i = v.nativeObject as? NativeAsyncIterator else {
            throw .trap(Trap(message: LanguageMessages.expected("an async iterator"), position: at))
        }
        return i
    }

    /// The operations of `AsyncSequence`, on any async sequence, registered
    /// when its members are first looked up (`onFirstUse`).
    func installAsyncSequenceMethods(on type: TypeInfo) {
        onFirstUse(of: type) { [unowned self] type in addAsyncSequenceMethods(to: type) }
    }

    private func addAsyncSequenceMethods(to type: TypeInfo) {
        func closure(_ v: Value, _ at: SourcePosition) throws(Unwind) -> FunctionValue { try Library.function(v, at) }
        for (name, kind) in [("map", AsyncTransformValue.Kind.map), ("compactMap", .compactMap), ("filter", .filter),
                             ("prefix(while:)", .prefixWhile), ("drop(while:)", .dropWhile)] {
            let spec = name.contains("(") ? name : "\(name)(_:)"
            method(type, spec) { _, v, args, at throws(Unwind) in
                .native(AsyncTransformValue(base: v, kind: kind, transform: try closure(args[0], at), count: 0))
            }
        }
        for (name, kind) in [("prefix", AsyncTransformValue.Kind.prefix), ("dropFirst", .dropFirst)] {
            method(type, "\(name)(_\(kind == .dropFirst ? "?" : ""):)") { _, v, args, at throws(Unwind) in
                var n = 1
                if case .void = args[0] {} else { n = try Library.int(args[0], at) }
                return .native(AsyncTransformValue(base: v, kind: kind, transform: nil, count: n))
            }
        }
        /// The first element for which `test` is true, consuming up to it.
        func firstMatch(_ rt: Runtime, _ v: Value, _ at: SourcePosition,
                        _ test: (Value) throws(Unwind) -> Bool) throws(Unwind) -> Value? {
            let cursor = try AsyncCursor(v, rt, at: at)
            while let e = try cursor.next(rt, at: at) {
                if try test(e) { return e }
            }
            return nil
        }
        func truth(_ rt: Runtime, _ f: FunctionValue, _ e: Value, _ at: SourcePosition) throws(Unwind) -> Bool {
            try Value.truth(try rt.call(f, [e], at: at))
        }
        method(type, "first(where:)") { rt, v, args, at throws(Unwind) in
            let test = try closure(args[0], at)
            return try firstMatch(rt, v, at) { e throws(Unwind) in try truth(rt, test, e, at) }.map { .some($0) } ?? .none
        }
        method(type, "contains(where:)", .bool) { rt, v, args, at throws(Unwind) in
            let test = try closure(args[0], at)
            return .bool(try firstMatch(rt, v, at) { e throws(Unwind) in try truth(rt, test, e, at) } != nil)
        }
        method(type, "allSatisfy(_:)", .bool) { rt, v, args, at throws(Unwind) in
            let test = try closure(args[0], at)
            return .bool(try firstMatch(rt, v, at) { e throws(Unwind) in !(try truth(rt, test, e, at)) } == nil)
        }
        method(type, "contains(_:)", .bool) { rt, v, args, at throws(Unwind) in
            .bool(try firstMatch(rt, v, at) { e throws(Unwind) in try rt.library.equal(e, args[0], rt: rt, at: at) } != nil)
        }
        method(type, "reduce(_:_:)") { rt, v, args, at throws(Unwind) in
            let cursor = try AsyncCursor(v, rt, at: at), combine = try closure(args[1], at)
            var acc = args[0]
            while let e = try cursor.next(rt, at: at) { acc = try rt.call(combine, [acc, e], at: at) }
            return acc
        }
        method(type, "reduce(into:_:)") { rt, v, args, at throws(Unwind) in
            let cursor = try AsyncCursor(v, rt, at: at)
            var acc = args[0]
            guard case .compiled(let function, let captures, let boundSelf) = try closure(args[1], at).kind else { return acc }
            while let e = try cursor.next(rt, at: at) {
                var callArgs = [acc, e]
                acc = .void
                _ = try rt.invoke(function, captures: captures, selfValue: boundSelf, arguments: &callArgs, at: at,
                                  readingBack: 0)
                acc = callArgs[0]
            }
            return acc
        }
        for (name, wantsLess) in [("min", true), ("max", false)] {
            method(type, "\(name)()") { rt, v, _, at throws(Unwind) in
                let cursor = try AsyncCursor(v, rt, at: at)
                var best: Value?
                while let e = try cursor.next(rt, at: at) {
                    guard let b = best else { best = e; continue }
                    let less = try rt.library.less(e, b, rt: rt, at: at)
                    if wantsLess ? less : try rt.library.less(b, e, rt: rt, at: at) { best = e }
                }
                return best.map { .some($0) } ?? .none
            }
        }
    }
}

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

    func yield(_ value: Value, _ rt: Runtime) {
        guard !isFinished else { return }
        buffer.append(value)
        if let limit, buffer.count > limit {
            if keepsNewest { buffer.removeFirst(buffer.count - limit) } else { buffer.removeLast(buffer.count - limit) }
        }
        wakeWaiter(rt)
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
            if !buffer.isEmpty { return .some(buffer.removeFirst()) }
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
