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
            let yieldResult = TypeInfo(name: "YieldResult", kind: .enumType)
            yieldResult.addCase(EnumCaseInfo(name: "enqueued", labels: ["remaining"], payloadTypes: [.int], rawValue: nil, singleton: nil))
            yieldResult.addCase(EnumCaseInfo(name: "dropped", labels: [nil], payloadTypes: [.unknown], rawValue: nil, singleton: nil))
            yieldResult.addCase(EnumCaseInfo(name: "terminated", labels: nil, payloadTypes: [], rawValue: nil,
                                             singleton: EnumValue(type: yieldResult, caseIndex: 2, payload: [])))
            yieldResult.outer = continuation
            continuation.nestedTypes["YieldResult"] = yieldResult
            let yieldResultType = StaticType.nominal(yieldResult, [])
            func yielded(_ outcome: AsyncStreamValue.YieldOutcome) -> Value {
                switch outcome {
                case .enqueued(let remaining): return .enumeration(EnumValue(type: yieldResult, caseIndex: 0, payload: [.int(remaining)]))
                case .dropped(let element): return .enumeration(EnumValue(type: yieldResult, caseIndex: 1, payload: [element]))
                case .terminated: return .enumeration(yieldResult.cases[2].singleton ?? EnumValue(type: yieldResult, caseIndex: 2, payload: []))
                }
            }

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
            method(continuation, "yield(_:)", yieldResultType) { rt, v, args, at throws(Unwind) in
                yielded(try target(v, at).yield(args[0], rt))
            }
            method(continuation, "yield()", yieldResultType) { rt, v, _, at throws(Unwind) in
                yielded(try target(v, at).yield(.void, rt))
            }
            method(continuation, "yield(with:)", yieldResultType) { rt, v, args, at throws(Unwind) in
                guard case .enumeration(let e) = args[0], let payload = e.payload.first else {
                    throw .trap(Trap(message: LanguageMessages.expected("a Result"), position: at))
                }
                let s = try target(v, at)
                if e.caseIndex == 0 { return yielded(s.yield(payload, rt)) }
                let wasFinished = s.isFinished
                s.finish(rt, error: payload)
                return yielded(wasFinished ? .terminated : .enqueued(remaining: s.limit ?? Int.max))
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
