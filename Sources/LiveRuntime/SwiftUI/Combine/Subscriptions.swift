import SwiftSubset

/// `AnyCancellable`: a subscription `sink` or `assign(to:on:)` returns. It
/// ends the subscription when cancelled or when it is released — a sink
/// whose result is not kept (`_ = publisher.sink { … }`) ends at once, as
/// in Combine — and `store(in:)` keeps it in a set or an array, whose
/// owner's lifetime it then shares.
final class CancellableValue: NativeObject {
    private var onCancel: (() -> Void)?
    init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    func cancel() {
        let stop = onCancel
        onCancel = nil
        stop?()
    }

    deinit { cancel() }

    override var typeName: String { "AnyCancellable" }
}

extension Library {
    /// `sink`, `assign(to:on:)` and `assign(to:)` on every publisher, and
    /// `AnyCancellable`'s `cancel()` and `store(in:)`.
    func installSubscriptions(publisher: TypeInfo, completion: TypeInfo) {
        let cancellable = TypeInfo(name: "AnyCancellable", kind: .builtin)
        cancellable.conformances = ["Hashable", "Equatable"].compactMap { types[$0] }
        addType(cancellable)
        nativeTypes["AnyCancellable"] = cancellable
        let result = StaticType.nominal(cancellable, [])

        func upstream(_ base: Value, _ at: SourcePosition) throws(Unwind) -> ProgramPublisher {
            guard let publisher = base.nativeObject as? ProgramPublisher else {
                throw .trap(Trap(message: LiveRuntimeMessages.notAPublisher, position: at))
            }
            return publisher
        }

        method(publisher, "sink(receiveValue:)", result) { rt, base, args, at throws(Unwind) in
            let receive = try Library.function(args[0], at)
            let stop = try upstream(base, at).subscribe(Downstream(receive: { [weak rt] (value: Value) throws(Unwind) in
                guard let rt else { return }
                _ = try rt.call(receive, [value], at: at)
            }), rt: rt)
            return .native(CancellableValue(stop))
        }
        method(publisher, "sink(receiveCompletion:receiveValue:)", result) { rt, base, args, at throws(Unwind) in
            let complete = try Library.function(args[0], at), receive = try Library.function(args[1], at)
            let stop = try upstream(base, at).subscribe(Downstream(receive: { [weak rt] (value: Value) throws(Unwind) in
                guard let rt else { return }
                _ = try rt.call(receive, [value], at: at)
            }, complete: { [weak rt] (end: PublisherCompletion) throws(Unwind) in
                guard let rt else { return }
                let value: Value
                switch end {
                case .finished: value = rt.library.enumValue(completion, "finished")
                case .failure(let error): value = rt.library.enumValue(completion, "failure", payload: [error])
                }
                _ = try rt.call(complete, [value], at: at)
            }), rt: rt)
            return .native(CancellableValue(stop))
        }
        // `assign(to: \.title, on: self)` holds the object strongly (the
        // retain cycle Combine is known for when `on:` is the owner).
        method(publisher, "assign(to:on:)", result) { rt, base, args, at throws(Unwind) in
            guard let path = args[0].nativeObject as? KeyPathValue else {
                throw .trap(Trap(message: LiveRuntimeMessages.assignNeedsKeyPath, position: at))
            }
            var target = args[1]
            let stop = try upstream(base, at).subscribe(Downstream(receive: { [weak rt] (value: Value) throws(Unwind) in
                guard let rt else { return }
                try rt.library.keyPathModify(&target, path.names[...], rt: rt, at: at) { (slot: inout Value) throws(Unwind) in slot = value }
            }), rt: rt)
            return .native(CancellableValue(stop))
        }
        // `assign(to: &$count)`: lives as long as the `@Published` property,
        // writing it as the program would (so `objectWillChange` fires).
        method(publisher, "assign(to:)", .void, inoutBody: { rt, base, args, at throws(Unwind) in
            guard let target = args[0].nativeObject as? PublishedPublisherValue, let property = target.property else {
                throw .trap(Trap(message: LiveRuntimeMessages.assignNeedsPublished, position: at))
            }
            weak var owner = target.owner
            let stop = try upstream(base, at).subscribe(Downstream(receive: { [weak rt] (value: Value) throws(Unwind) in
                guard let rt, let object = owner else { return }
                var reference = Value.object(object)
                try rt.writeNamed(&reference, property, value, at: at)
            }), rt: rt)
            target.box.assignments.append(CancellableValue(stop))
            return .void
        })

        method(cancellable, "cancel()", .void) { _, base, _, _ throws(Unwind) in
            (base.nativeObject as? CancellableValue)?.cancel()
            return .void
        }
        method(cancellable, "store(in:)", .void, inoutBody: { rt, base, args, at throws(Unwind) in
            switch args[0] {
            case .set(var set):
                set.insert(base)
                args[0] = .set(set)
            case .array(var array):
                array.append(base)
                args[0] = .array(array)
            default:
                throw .trap(Trap(message: LiveRuntimeMessages.storeNeedsCollection, position: at))
            }
            return .void
        })
    }
}
