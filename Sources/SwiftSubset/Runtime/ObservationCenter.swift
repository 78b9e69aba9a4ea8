/// Observation of objects, two ways:
///
/// - per property, as the Observation framework does: reads of an
///   `@Observable` class's tracked properties made while a tracking scope
///   is open are recorded per instance and per property; the first write to
///   any of them fires that registration's change handler once, before the
///   value is stored (`withObservationTracking`);
/// - per object: subscribers told before an object changes. A library
///   built on the language sends these (the live runtime's Combine:
///   `@Published` writes, `objectWillChange.send()`).
package final class ObservationCenter {
    package struct Key: Hashable {
        package let object: ObjectIdentifier
        package let property: String
    }

    /// What to do when an observed property is about to change.
    package enum Handler {
        /// A program closure (`withObservationTracking`'s `onChange`).
        case program(FunctionValue)
        /// A host reaction (the view graph marking a view dirty).
        case host((Key) -> Void)
    }

    /// Cancels a registration (a view re-evaluated or removed).
    package final class Token {
        fileprivate weak var registration: Registration?
        fileprivate init(_ registration: Registration?) { self.registration = registration }
    }

    fileprivate final class Registration {
        let keys: Set<Key>
        let handler: Handler
        var isLive = true
        init(keys: Set<Key>, handler: Handler) {
            self.keys = keys
            self.handler = handler
        }
    }

    private var scopes: [Set<Key>] = []
    private var registrations: [Key: [Registration]] = [:]
    /// `objectWillChange` subscribers, per object.
    private var subscribers: [ObjectIdentifier: [(id: Int, handler: Handler)]] = [:]
    private var nextSubscriberID = 0

    // MARK: - @Observable

    func access(_ object: Instance, _ property: String) {
        guard !scopes.isEmpty else { return }
        scopes[scopes.count - 1].insert(Key(object: ObjectIdentifier(object), property: property))
    }

    /// Runs `body`, returning the tracked properties it read.
    package func track<T>(_ body: () throws(Unwind) -> T) throws(Unwind) -> (T, Set<Key>) {
        scopes.append([])
        do throws(Unwind) {
            let result = try body()
            return (result, scopes.removeLast())
        } catch {
            scopes.removeLast()
            throw error
        }
    }

    /// Calls `handler` once, on the next change to any of `keys`.
    @discardableResult
    package func register(_ keys: Set<Key>, handler: Handler) -> Token {
        guard !keys.isEmpty else { return Token(nil) }
        let registration = Registration(keys: keys, handler: handler)
        for key in keys { registrations[key, default: []].append(registration) }
        return Token(registration)
    }

    package func cancel(_ token: Token) {
        guard let registration = token.registration, registration.isLive else { return }
        registration.isLive = false
        for k in registration.keys {
            registrations[k]?.removeAll { $0 === registration }
            if registrations[k]?.isEmpty == true { registrations[k] = nil }
        }
    }

    /// Runs `body` outside every tracking scope: what it reads is no
    /// dependency (a library peeking at a value for its own purposes).
    package func untracked<T>(_ body: () throws(Unwind) -> T) throws(Unwind) -> T {
        try track(body).0
    }

    func willSet(_ object: Instance, _ property: String, rt: Runtime) throws(Unwind) {
        try willChange(Key(object: ObjectIdentifier(object), property: property), rt: rt)
    }

    // MARK: - Storage a library keeps

    /// A read, inside a tracking scope, of storage a library built on the
    /// language keeps for the program (a view's `@State`): a dependency
    /// like a tracked property's. `storage` must outlive the registrations
    /// that name it.
    package func access(storage: AnyObject, _ name: String) {
        guard !scopes.isEmpty else { return }
        scopes[scopes.count - 1].insert(Key(object: ObjectIdentifier(storage), property: name))
    }

    /// That storage is about to change: the registrations that read it fire.
    package func willChange(storage: AnyObject, _ name: String, rt: Runtime) throws(Unwind) {
        try willChange(Key(object: ObjectIdentifier(storage), property: name), rt: rt)
    }

    private func willChange(_ key: Key, rt: Runtime) throws(Unwind) {
        guard let list = registrations[key], !list.isEmpty else { return }
        for registration in list where registration.isLive {
            registration.isLive = false
            for k in registration.keys {
                registrations[k]?.removeAll { $0 === registration }
                if registrations[k]?.isEmpty == true { registrations[k] = nil }
            }
            try fire(registration.handler, key, rt: rt)
        }
    }

    private func fire(_ handler: Handler, _ key: Key, rt: Runtime) throws(Unwind) {
        switch handler {
        case .program(let function): _ = try rt.call(function, [], at: nil)
        case .host(let reaction): reaction(key)
        }
    }

    // MARK: - Whole-object subscriptions

    @discardableResult
    package func subscribe(_ object: Instance, _ handler: Handler) -> Int {
        nextSubscriberID += 1
        subscribers[ObjectIdentifier(object), default: []].append((nextSubscriberID, handler))
        return nextSubscriberID
    }

    package func unsubscribe(_ object: ObjectIdentifier, id: Int) {
        subscribers[object]?.removeAll { $0.id == id }
        if subscribers[object]?.isEmpty == true { subscribers[object] = nil }
    }

    /// Tells `object`'s subscribers it is about to change.
    package func sendWillChange(_ object: Instance, rt: Runtime) throws(Unwind) {
        guard let list = subscribers[ObjectIdentifier(object)] else { return }
        let key = Key(object: ObjectIdentifier(object), property: "objectWillChange")
        for entry in list { try fire(entry.handler, key, rt: rt) }
    }

    /// Forgets an object that was deinitialised.
    func forget(_ object: ObjectIdentifier) {
        subscribers[object] = nil
    }
}
