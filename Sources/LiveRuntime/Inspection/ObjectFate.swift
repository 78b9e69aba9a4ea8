/// What became of one object the program created — the answer `:timeline`
/// draws and a checker cites: why it is still alive, or how it died, with
/// the trace events of its init and deinit.
public struct ObjectFate: Equatable, Sendable {
    /// `Counter#2`: the type and the instance number, in creation order.
    public let object: String
    public let type: String
    public let serial: Int
    /// The trace event of its init (`objectCreated`).
    public let initEvent: Int
    /// The trace event of its deinit, nil while it lives.
    public let deinitEvent: Int?
    public let reason: Reason

    public enum Reason: Equatable, Sendable {
        // MARK: Alive
        /// In a view's storage (`@State`, `@StateObject`): `ChildView.counter`.
        case kept(by: String)
        /// Held by the current struct value of a view (a plain or
        /// `@ObservedObject` property, a link's destination).
        case heldByView(String)
        /// Held by a global variable.
        case heldByGlobal(String)
        /// In the environment (`.environmentObject`, `.environment`), by key.
        case heldByEnvironment(String)
        /// Captured by a task that still runs.
        case heldByTask
        /// Alive, but nothing the program can reach holds it: a retain cycle.
        case leaked

        // MARK: Dead
        /// Deinitialised after it had been a view's storage; the storage
        /// that held it last (`Face.clock`).
        case releasedWith(String)
        /// Made while a view value of this type was being built (a `@State`
        /// default, its initializer), never in a view's storage: thrown away.
        case thrownAway(builtFor: String)
        /// Deinitialised without ever being in a view's storage, and not made
        /// for a view value.
        case released
    }

    public init(object: String, type: String, serial: Int, initEvent: Int, deinitEvent: Int?, reason: Reason) {
        self.object = object
        self.type = type
        self.serial = serial
        self.initEvent = initEvent
        self.deinitEvent = deinitEvent
        self.reason = reason
    }

    public var isAlive: Bool { deinitEvent == nil }
}
