import SwiftSubset

/// `PassthroughSubject` and `CurrentValueSubject`: publishers the program
/// sends into. `send(_:)` delivers to every subscriber at once, inside
/// the call; `send(completion:)` ends them all, and later sends are
/// ignored. A current-value subject also keeps its `value`, sends it to
/// each new subscriber, and setting `value` sends it.
final class SubjectValue: NativeObject, ProgramPublisher {
    let keepsValue: Bool
    private(set) var value: Value
    private var subscribers: [(id: Int, downstream: Downstream)] = []
    private var nextID = 0
    private var completion: PublisherCompletion?

    init(keepsValue: Bool, value: Value = .void) {
        self.keepsValue = keepsValue
        self.value = value
    }

    override var typeName: String { keepsValue ? "CurrentValueSubject" : "PassthroughSubject" }

    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void {
        if let completion {
            try subscriber.complete(completion)
            return {}
        }
        nextID += 1
        let id = nextID
        subscribers.append((id, subscriber))
        if keepsValue { try subscriber.receive(value) }
        return { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }

    func send(_ newValue: Value) throws(Unwind) {
        guard completion == nil else { return }
        if keepsValue { value = newValue }
        // Those subscribed now: one that cancels while receiving is not sent to again.
        for entry in subscribers {
            guard subscribers.contains(where: { $0.id == entry.id }) else { continue }
            try entry.downstream.receive(newValue)
        }
    }

    func send(completion: PublisherCompletion) throws(Unwind) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ending = subscribers
        subscribers.removeAll()
        for entry in ending { try entry.downstream.complete(completion) }
    }
}

/// `Just(value)`, `Empty()`, `Fail(error:)` and a sequence's `publisher`:
/// each subscriber is sent the values at once, then the completion.
final class FixedPublisher: NativeObject, ProgramPublisher {
    let values: [Value]
    let completion: PublisherCompletion
    let name: String

    init(_ values: [Value], completion: PublisherCompletion = .finished, name: String) {
        self.values = values
        self.completion = completion
        self.name = name
    }

    override var typeName: String { name }

    func subscribe(_ subscriber: Downstream, rt: Runtime) throws(Unwind) -> () -> Void {
        var cancelled = false
        for value in values where !cancelled { try subscriber.receive(value) }
        if !cancelled { try subscriber.complete(completion) }
        return { cancelled = true }
    }
}
