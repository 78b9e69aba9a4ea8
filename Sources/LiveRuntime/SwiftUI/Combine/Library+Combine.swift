import SwiftSubset

/// Combine as MVVM tutorials use it: the `Publisher` protocol and its
/// operators, subjects, `Just`/`Empty`/`Fail`, a sequence's `publisher`,
/// `Timer.publish`, `@Published`'s `$property`, subscriptions
/// (`Subscriptions.swift`). Everything runs on the virtual main actor and
/// clock; the schedulers named (`DispatchQueue.main`, `RunLoop.main`) are
/// that main actor.
extension Library {
    func installCombine() {
        let publisher = addProtocol("Publisher")
        /// A publisher type: its members are `Publisher`'s.
        func publisherType(_ name: String, visible: Bool = false) -> TypeInfo {
            let type = types[name] ?? nativeTypes[name] ?? TypeInfo(name: name, kind: .builtin)
            type.conformances.append(publisher)
            type.membersAreClosed = true
            if visible { addType(type) }
            nativeTypes[name] = type
            return type
        }
        let namespace = TypeInfo(name: "Publishers", kind: .builtin)
        addType(namespace)
        /// `Publishers.Map`, the type an operator's result has.
        func operatorType(_ name: String) -> StaticType {
            let type = publisherType("Publishers." + name)
            namespace.nestedTypes[name] = type
            return .nominal(type, [])
        }

        // Subscribers.Completion: `.finished` or `.failure(error)`.
        let subscribers = TypeInfo(name: "Subscribers", kind: .builtin)
        addType(subscribers)
        let completion = addEnum("Completion", cases: [("finished", 0), ("failure", 1)], in: subscribers)

        installCombineSources(publisherType: { publisherType($0, visible: $1) }, completion: completion)
        installOperators(publisher, operatorType: operatorType)
        installSubscriptions(publisher: publisher, completion: completion)
    }

    private func installCombineSources(publisherType: (String, Bool) -> TypeInfo, completion: TypeInfo) {
        func completionOf(_ value: Value) -> PublisherCompletion {
            if case .enumeration(let e) = value, e.type === completion, e.caseName == "failure", let error = e.payload.first {
                return .failure(error)
            }
            return .finished
        }

        // Subjects
        for (name, keepsValue) in [("PassthroughSubject", false), ("CurrentValueSubject", true)] {
            let subject = publisherType(name, true)
            let own = StaticType.nominal(subject, [])
            if keepsValue {
                staticMethod(subject, "init(_:)", own) { _, _, args, _ throws(Unwind) in .native(SubjectValue(keepsValue: true, value: args[0])) }
                property(subject, "value", set: { _, base, value, _ throws(Unwind) in
                    try (base.nativeObject as? SubjectValue)?.send(value)
                }) { _, base, _ throws(Unwind) in (base.nativeObject as? SubjectValue)?.value ?? .void }
            } else {
                staticMethod(subject, "init()", own) { _, _, _, _ throws(Unwind) in .native(SubjectValue(keepsValue: false)) }
            }
            method(subject, "send(_:)", .void) { _, base, args, _ throws(Unwind) in
                try (base.nativeObject as? SubjectValue)?.send(args[0])
                return .void
            }
            method(subject, "send()", .void) { _, base, _, _ throws(Unwind) in
                try (base.nativeObject as? SubjectValue)?.send(.void)
                return .void
            }
            method(subject, "send(completion:)", .void, types: [.nominal(completion, [])]) { _, base, args, _ throws(Unwind) in
                try (base.nativeObject as? SubjectValue)?.send(completion: completionOf(args[0]))
                return .void
            }
        }

        // Just, Empty, Fail
        let just = publisherType("Just", true)
        staticMethod(just, "init(_:)", .nominal(just, [])) { _, _, args, _ throws(Unwind) in .native(FixedPublisher([args[0]], name: "Just")) }
        let empty = publisherType("Empty", true)
        staticMethod(empty, "init(completeImmediately?:)", .nominal(empty, [])) { _, _, _, _ throws(Unwind) in
            .native(FixedPublisher([], name: "Empty"))
        }
        let fail = publisherType("Fail", true)
        staticMethod(fail, "init(error:)", .nominal(fail, [])) { _, _, args, _ throws(Unwind) in
            .native(FixedPublisher([], completion: .failure(args[0]), name: "Fail"))
        }
        _ = publisherType("AnyPublisher", true)

        // `[1, 2, 3].publisher`
        let sequence = publisherType("Publishers.Sequence", false)
        for owner in [array, range] {
            property(owner, "publisher", .nominal(sequence, [])) { rt, base, at throws(Unwind) in
                .native(FixedPublisher(try rt.library.elements(of: base, rt: rt, at: at), name: "Publishers.Sequence"))
            }
        }

        // Timer.publish(every:on:in:), `.autoconnect()`
        let timer = TypeInfo(name: "Timer", kind: .builtin)
        addType(timer)
        nativeTypes["Timer"] = timer
        installScheduledTimer(timer)
        let timerPublisher = publisherType("Timer.TimerPublisher", false)
        timer.nestedTypes["TimerPublisher"] = timerPublisher
        let autoconnect = publisherType("Publishers.Autoconnect", false)
        // `.main`, `.common` for `on:` and `in:`; `RunLoop.main` as a scheduler.
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
        staticMethod(timer, "publish(every:tolerance?:on:in:options?:)", .nominal(timerPublisher, []),
                     types: [.unknown, .unknown, loopTypes[0], loopTypes[1], .unknown]) { _, _, args, at throws(Unwind) in
            let seconds = ControlContent.number(args[0]) ?? 1
            return .native(TimerPublisherValue(interval: Int(seconds * 1e9), isConnected: false))
        }
        method(timerPublisher, "autoconnect()", .nominal(autoconnect, [])) { _, base, _, _ throws(Unwind) in
            guard let timer = base.nativeObject as? TimerPublisherValue else { return base }
            return .native(TimerPublisherValue(interval: timer.interval, isConnected: true))
        }

        // `$property` of an ObservableObject, and `objectWillChange`.
        _ = publisherType("ObservableObjectPublisher", false)
        let publishedPublisher = publisherType("Published.Publisher", false)
        if let published = types["Published"] {
            published.nestedTypes["Publisher"] = publishedPublisher
            let subscribers = PublishedSubscribers()
            // Settable, as Swift's is, for `assign(to: &$property)`: the call
            // writes back the publisher it was given, which is this one.
            property(published, "projectedValue", .nominal(publishedPublisher, []), set: { _, base, value, at throws(Unwind) in
                guard let box = base.nativeObject as? PublishedBox, (value.nativeObject as? PublishedPublisherValue)?.box === box else {
                    throw .trap(Trap(message: LiveRuntimeMessages.assignNeedsPublished, position: at))
                }
            }) { _, base, _ throws(Unwind) in
                guard let box = base.nativeObject as? PublishedBox else { return .void }
                return .native(PublishedPublisherValue(box: box, subscribers: subscribers))
            }
            // Writes tell the property's publisher first (willSet), then store.
            property(published, "wrappedValue", set: { _, base, value, _ throws(Unwind) in
                guard let box = base.nativeObject as? PublishedBox else { return }
                try subscribers.willSet(box, to: value)
                box.value = value
            }) { _, base, _ throws(Unwind) in
                (base.nativeObject as? PublishedBox)?.value ?? .void
            }
        }
    }

    private func installOperators(_ publisher: TypeInfo, operatorType: (String) -> StaticType) {
        func upstream(_ base: Value, _ at: SourcePosition) throws(Unwind) -> ProgramPublisher {
            guard let source = base.nativeObject as? ProgramPublisher else {
                throw .trap(Trap(message: LiveRuntimeMessages.notAPublisher, position: at))
            }
            return source
        }
        /// An operator working value by value; `make` builds one
        /// subscription's step from the call's arguments.
        func stage(_ spec: String, _ type: String,
                   _ make: @escaping (Runtime, [Value], SourcePosition) throws(Unwind) -> () -> StagePublisher.Step) {
            let result = operatorType(type)
            method(publisher, spec, result) { rt, base, args, at throws(Unwind) in
                let source = try upstream(base, at)
                return .native(StagePublisher(source, name: "Publishers." + type, makeStep: try make(rt, args, at)))
            }
        }
        func closure(_ v: Value, _ at: SourcePosition) throws(Unwind) -> FunctionValue { try Library.function(v, at) }

        stage("map(_:)", "Map") { rt, args, at throws(Unwind) in
            let f = try closure(args[0], at)
            return { { value, send, _ throws(Unwind) in try send(try rt.call(f, [value], at: at)) } }
        }
        stage("compactMap(_:)", "CompactMap") { rt, args, at throws(Unwind) in
            let f = try closure(args[0], at)
            return { { value, send, _ throws(Unwind) in
                let mapped = try rt.call(f, [value], at: at)
                if !mapped.isNone { try send(mapped.unwrappedIfOptional) }
            } }
        }
        stage("filter(_:)", "Filter") { rt, args, at throws(Unwind) in
            let f = try closure(args[0], at)
            return { { value, send, _ throws(Unwind) in
                if try rt.call(f, [value], at: at).asBool == true { try send(value) }
            } }
        }
        stage("removeDuplicates()", "RemoveDuplicates") { rt, _, at throws(Unwind) in
            return {
                var last: Value?
                return { value, send, _ throws(Unwind) in
                    if let previous = last, try rt.library.equal(previous, value, rt: rt, at: at) { return }
                    last = value
                    try send(value)
                }
            }
        }
        stage("removeDuplicates(by:)", "RemoveDuplicates") { rt, args, at throws(Unwind) in
            let same = try closure(args[0], at)
            return {
                var last: Value?
                return { value, send, _ throws(Unwind) in
                    if let previous = last, try rt.call(same, [previous, value], at: at).asBool == true { return }
                    last = value
                    try send(value)
                }
            }
        }
        stage("dropFirst(_?:)", "Drop") { _, args, at throws(Unwind) in
            let count = args.first.flatMap { $0.isVoidValue ? nil : $0 }.map { (v: Value) -> Int in v.asInt ?? 1 } ?? 1
            return {
                var dropped = 0
                return { value, send, _ throws(Unwind) in
                    if dropped < count { dropped += 1; return }
                    try send(value)
                }
            }
        }
        stage("prefix(_:)", "Output") { _, args, at throws(Unwind) in
            let count = args[0].asInt ?? 0
            return {
                var sent = 0
                return { value, send, finish throws(Unwind) in
                    guard sent < count else { return try finish() }
                    sent += 1
                    try send(value)
                    if sent == count { try finish() }
                }
            }
        }
        stage("first()", "First") { _, _, _ throws(Unwind) in
            return { { value, send, finish throws(Unwind) in
                try send(value)
                try finish()
            } }
        }
        stage("scan(_:_:)", "Scan") { rt, args, at throws(Unwind) in
            let initial = args[0], f = try closure(args[1], at)
            return {
                var accumulator = initial
                return { value, send, _ throws(Unwind) in
                    accumulator = try rt.call(f, [accumulator, value], at: at)
                    try send(accumulator)
                }
            }
        }
        stage("replaceNil(with:)", "Map") { _, args, _ throws(Unwind) in
            let replacement = args[0]
            return { { value, send, _ throws(Unwind) in try send(value.isNone ? replacement : value.unwrappedIfOptional) } }
        }
        stage("handleEvents(receiveSubscription?:receiveOutput?:receiveCompletion?:receiveCancel?:receiveRequest?:)",
              "HandleEvents") { rt, args, at throws(Unwind) in
            let output = args[1].isVoidValue || args[1].isNone ? nil : try closure(args[1], at)
            return { { value, send, _ throws(Unwind) in
                if let output { _ = try rt.call(output, [value], at: at) }
                try send(value)
            } }
        }
        // Operators that change only the type, or where work is scheduled.
        for (spec, type) in [("eraseToAnyPublisher()", "AnyPublisher"), ("share()", "Publishers.Share"),
                             ("subscribe(on:options?:)", "Publishers.SubscribeOn")] {
            let result: StaticType = type == "AnyPublisher"
                ? .nominal(nativeTypes["AnyPublisher"] ?? publisher, []) : operatorType(String(type.dropFirst("Publishers.".count)))
            method(publisher, spec, result) { _, base, _, at throws(Unwind) in
                let source = try upstream(base, at)
                return .native(StagePublisher(source, name: type) { { value, send, _ throws(Unwind) in try send(value) } })
            }
        }

        // Scheduling: `receive(on:)`, `delay`, `debounce`, `throttle`.
        let interval: StaticType = types["DispatchTimeInterval"].map { .nominal($0, []) } ?? .unknown
        method(publisher, "receive(on:options?:)", operatorType("ReceiveOn")) { _, base, _, at throws(Unwind) in
            .native(TimedPublisher(try upstream(base, at), kind: .receiveOn, name: "Publishers.ReceiveOn"))
        }
        for (name, type) in [("delay", "Delay"), ("debounce", "Debounce")] {
            method(publisher, "\(name)(for:scheduler:options?:)", operatorType(type), types: [interval]) { _, base, args, at throws(Unwind) in
                let nanoseconds = try Library.nanoseconds(args[0], at: at)
                let kind: TimedPublisher.Kind = name == "delay" ? .delay(nanoseconds) : .debounce(nanoseconds)
                return .native(TimedPublisher(try upstream(base, at), kind: kind, name: "Publishers." + type))
            }
        }
        method(publisher, "throttle(for:scheduler:latest:)", operatorType("Throttle"), types: [interval]) { _, base, args, at throws(Unwind) in
            let kind = TimedPublisher.Kind.throttle(try Library.nanoseconds(args[0], at: at), latest: args[2].asBool ?? true)
            return .native(TimedPublisher(try upstream(base, at), kind: kind, name: "Publishers.Throttle"))
        }

        // Several publishers: combineLatest, zip, merge.
        for (name, kind, type) in [("combineLatest", CombiningPublisher.Kind.combineLatest, "CombineLatest"),
                                   ("zip", .zip, "Zip")] {
            let result = operatorType(type)
            for arity in 1...3 {
                let spec = "\(name)(" + String(repeating: "_:", count: arity) + ")"
                method(publisher, spec, result) { _, base, args, at throws(Unwind) in
                    // A last closure argument is the transform: `a.combineLatest(b) { x, y in … }`.
                    var others = args
                    var transform: FunctionValue?
                    if case .function(let f)? = others.last {
                        transform = f
                        others.removeLast()
                    }
                    let sources = try ([base] + others).map { (v: Value) throws(Unwind) -> ProgramPublisher in try upstream(v, at) }
                    return .native(CombiningPublisher(sources, kind: kind, transform: transform, name: "Publishers." + type))
                }
            }
        }
        method(publisher, "merge(with:)", operatorType("Merge")) { _, base, args, at throws(Unwind) in
            let sources = try ([base] + args).map { (v: Value) throws(Unwind) -> ProgramPublisher in try upstream(v, at) }
            return .native(CombiningPublisher(sources, kind: .merge, transform: nil, name: "Publishers.Merge"))
        }
    }
}
