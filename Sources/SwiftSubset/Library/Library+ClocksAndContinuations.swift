import Scheduling

/// Time and suspension beyond `Task.sleep`: `Duration` as a value
/// (`.zero`, equal, ordered, hashed; `+`, `-`, `*`, `/`), `ContinuousClock`
/// and `SuspendingClock` reading the virtual clock (`now`, instants and
/// their differences, `measure`, `sleep(for:)`), and continuations
/// (`withCheckedContinuation`, `withCheckedThrowingContinuation` and the
/// unsafe ones) that suspend the task until `resume` is called.
extension Library {
    func installClocksAndContinuations() {
        guard let duration = types["Duration"] else { return }
        let durationType: StaticType = .nominal(duration, [])
        duration.conformances = ["Equatable", "Hashable", "Comparable"].compactMap { types[$0] }
        staticProperty(duration, "zero", durationType) { _, _, _ throws(Unwind) in .native(DurationValue(nanoseconds: 0)) }

        let instant = TypeInfo(name: "Instant", kind: .builtin)
        instant.conformances = ["Equatable", "Hashable", "Comparable"].compactMap { types[$0] }
        nativeTypes[InstantValue.typeName] = instant
        let instantType: StaticType = .nominal(instant, [])
        method(instant, "advanced(by:)", instantType, types: [durationType]) { _, v, args, at throws(Unwind) in
            .native(InstantValue(nanoseconds: try Library.instant(v, at) + (try Library.nanoseconds(args[0], at: at))))
        }
        method(instant, "duration(to:)", durationType) { _, v, args, at throws(Unwind) in
            .native(DurationValue(nanoseconds: try Library.instant(args[0], at) - (try Library.instant(v, at))))
        }

        for name in ["ContinuousClock", "SuspendingClock"] {
            let clock = TypeInfo(name: name, kind: .builtin)
            addType(clock)
            nativeTypes[name] = clock
            clock.nestedTypes["Instant"] = instant
            staticMethod(clock, "init()", .nominal(clock, [])) { _, _, _, _ throws(Unwind) in .native(ClockValue(name)) }
            property(clock, "now", instantType) { rt, _, _ throws(Unwind) in .native(InstantValue(nanoseconds: rt.scheduler.now)) }
            staticProperty(clock, "now", instantType) { rt, _, _ throws(Unwind) in .native(InstantValue(nanoseconds: rt.scheduler.now)) }
            property(clock, "minimumResolution", durationType) { _, _, _ throws(Unwind) in .native(DurationValue(nanoseconds: 1)) }
            method(clock, "measure(_:)", durationType) { rt, _, args, at throws(Unwind) in
                let start = rt.scheduler.now
                _ = try rt.call(try Library.function(args[0], at), [], at: at)
                return .native(DurationValue(nanoseconds: rt.scheduler.now - start))
            }
            method(clock, "sleep(for:)", .void, types: [durationType]) { rt, _, args, at throws(Unwind) in
                try rt.sleep(nanoseconds: try Library.nanoseconds(args[0], at: at), at: at)
                return .void
            }
            method(clock, "sleep(until:)", .void, types: [instantType]) { rt, _, args, at throws(Unwind) in
                try rt.sleep(nanoseconds: max(0, try Library.instant(args[0], at) - rt.scheduler.now), at: at)
                return .void
            }
        }

        // Continuations
        // A program names the type to keep a continuation for a callback
        // to resume later (`var pending: CheckedContinuation<Data, Error>?`).
        // The unsafe kind behaves the same here, so one type serves both names.
        let continuation = TypeInfo(name: "CheckedContinuation", kind: .builtin)
        continuation.genericParameters = ["T", "E"]
        addType(continuation)
        addType(continuation, named: "UnsafeContinuation")
        nativeTypes[ContinuationValue.typeName] = continuation
        for name in ["withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
                     "withUnsafeThrowingContinuation"] {
            function("\(name)(isolation?:function?:_:)") { rt, _, args, at throws(Unwind) in
                let c = ContinuationValue()
                _ = try rt.call(try Library.function(args[2], at), [.native(c)], at: at)
                while c.outcome == nil {
                    guard let current = rt.currentTask else {
                        throw .trap(Trap(message: LanguageMessages.awaitOutsideTask, position: at))
                    }
                    c.waiter = current
                    try rt.suspendCurrentTask(at: at)
                }
                switch c.outcome {
                case .thrown(let error)?: throw .thrown(error)
                case .returned(let value)?: return value
                case nil: return .void
                }
            }
        }
        func resume(_ rt: Runtime, _ v: Value, _ outcome: ContinuationValue.Outcome, _ at: SourcePosition) throws(Unwind) -> Value {
            guard let c = v.nativeObject as? ContinuationValue else {
                throw .trap(Trap(message: LanguageMessages.expected("a continuation"), position: at))
            }
            guard c.outcome == nil else { throw .trap(Trap(message: LanguageMessages.continuationResumedTwice, position: at)) }
            c.outcome = outcome
            if let waiter = c.waiter {
                c.waiter = nil
                rt.scheduler.enqueue(Scheduler.Job(label: "resume \(waiter.label)") { [unowned rt] in rt.resume(waiter) })
            }
            return .void
        }
        method(continuation, "resume(returning:)", .void) { rt, v, args, at throws(Unwind) in try resume(rt, v, .returned(args[0]), at) }
        method(continuation, "resume()", .void) { rt, v, _, at throws(Unwind) in try resume(rt, v, .returned(.void), at) }
        method(continuation, "resume(throwing:)", .void) { rt, v, args, at throws(Unwind) in try resume(rt, v, .thrown(args[0]), at) }
        method(continuation, "resume(with:)", .void) { rt, v, args, at throws(Unwind) in
            guard case .enumeration(let e) = args[0], let payload = e.payload.first else {
                throw .trap(Trap(message: LanguageMessages.expected("a Result"), position: at))
            }
            return try resume(rt, v, e.caseIndex == 0 ? .returned(payload) : .thrown(payload), at)
        }
    }

    /// `d1 op d2`, `d * 2`, `d / 2`, `d1 / d2` and instants' differences;
    /// nil when neither side is a duration or an instant.
    func timeBinary(_ op: String, _ a: Value, _ b: Value, at position: SourcePosition) throws(Unwind) -> Value? {
        switch (a.nativeObject, b.nativeObject) {
        case (let x as DurationValue, let y as DurationValue):
            switch op {
            case "+": return .native(DurationValue(nanoseconds: x.nanoseconds + y.nanoseconds))
            case "-": return .native(DurationValue(nanoseconds: x.nanoseconds - y.nanoseconds))
            case "/": return .double(Double(x.nanoseconds) / Double(y.nanoseconds))
            default: return nil
            }
        case (let x as DurationValue, nil):
            guard let n = b.numeric else { return nil }
            switch op {
            case "*": return .native(DurationValue(nanoseconds: Int(Double(x.nanoseconds) * n)))
            case "/":
                if n == 0 { throw .trap(Trap(message: LanguageMessages.divisionByZero, position: position)) }
                return .native(DurationValue(nanoseconds: Int(Double(x.nanoseconds) / n)))
            default: return nil
            }
        case (nil, let y as DurationValue) where op == "*":
            guard let n = a.numeric else { return nil }
            return .native(DurationValue(nanoseconds: Int(Double(y.nanoseconds) * n)))
        case (let x as InstantValue, let y as InstantValue) where op == "-":
            return .native(DurationValue(nanoseconds: x.nanoseconds - y.nanoseconds))
        case (let x as InstantValue, let y as DurationValue) where op == "+" || op == "-":
            return .native(InstantValue(nanoseconds: op == "+" ? x.nanoseconds + y.nanoseconds : x.nanoseconds - y.nanoseconds))
        default:
            return dateBinary(op, a, b)
        }
    }

    /// The static type of `a op b` on durations and instants, as the
    /// operators above compute it: an instant's difference is a
    /// `Duration`, a ratio of durations a `Double`.
    func timeOperatorType(_ op: String, _ a: StaticType, _ b: StaticType) -> StaticType? {
        guard let duration = types["Duration"] else { return nil }
        let instant = nativeTypes[InstantValue.typeName]
        func isDuration(_ t: StaticType) -> Bool { t.nominalType === duration }
        func isInstant(_ t: StaticType) -> Bool { instant != nil && t.nominalType === instant }
        let durationType = StaticType.nominal(duration, [])
        switch op {
        case "+", "-":
            if isInstant(a) && isInstant(b) && op == "-" { return durationType }
            if isInstant(a) && isDuration(b) { return a }
            if isDuration(a) && isDuration(b) { return durationType }
        case "*":
            if isDuration(a) && b.isNumeric || a.isNumeric && isDuration(b) { return durationType }
        case "/":
            if isDuration(a) && isDuration(b) { return .double }
            if isDuration(a) && b.isNumeric { return durationType }
        default: break
        }
        return nil
    }

    static func instant(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Int {
        guard let i = v.nativeObject as? InstantValue else {
            throw .trap(Trap(message: LanguageMessages.expected("a clock instant"), position: at))
        }
        return i.nanoseconds
    }
}

/// A clock's instant: virtual nanoseconds since the session began.
final class InstantValue: NativeObject, NativeValue {
    static let typeName = "Instant"
    let nanoseconds: Int
    init(nanoseconds: Int) { self.nanoseconds = nanoseconds }
    override var typeName: String { InstantValue.typeName }
    override var description: String { "Instant(\(nanoseconds) ns)" }

    func isEqual(to other: NativeObject) -> Bool { (other as? InstantValue)?.nanoseconds == nanoseconds }
    func isLess(than other: NativeObject) -> Bool? { (other as? InstantValue).map { nanoseconds < $0.nanoseconds } }
    func hash(into hasher: inout Hasher) { hasher.combine(nanoseconds) }
}

final class ClockValue: NativeObject {
    let name: String
    init(_ name: String) { self.name = name }
    override var typeName: String { name }
}

/// A continuation: what it was resumed with, and the task waiting for it.
final class ContinuationValue: NativeObject {
    static let typeName = "CheckedContinuation"
    enum Outcome { case returned(Value), thrown(Value) }
    var outcome: Outcome?
    var waiter: TaskHandle?
    override var typeName: String { ContinuationValue.typeName }
}
