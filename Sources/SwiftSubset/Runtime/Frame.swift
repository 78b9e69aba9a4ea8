/// The activation of one function, closure, initializer or top-level
/// entry: its local slots and the boxes it captured.
///
/// One allocation per call at most: the slots live in the object's tail
/// storage, and a frame whose call has returned goes back to its runtime's
/// `FramePool` to serve the next call (see `Runtime.makeFrame`).
final class Frame: ManagedBuffer<Frame.Header, Value> {
    struct Header {
        /// Slots in use (the tail storage may hold more: `room`).
        var count: Int
        /// Slots the tail storage holds (`ManagedBuffer.capacity` would ask
        /// the allocator on every call).
        let room: Int
        /// nil when the code captured nothing: an empty array would cost
        /// a retain and a release on every call.
        var captureList: [Box]?
        /// Set by `return`.
        var returnValue: Value
    }

    static func make(slotCount: Int, captures: [Box]) -> Frame {
        make(slotCount: slotCount, capacity: slotCount, captureList: captures.isEmpty ? nil : captures)
    }

    static func make(slotCount: Int, capacity: Int, captureList: [Box]?) -> Frame {
        let room = max(capacity, 1)
        let buffer = Frame.create(minimumCapacity: room) { _ in
            Header(count: slotCount, room: room, captureList: captureList, returnValue: .void)
        }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: slotCount) }
        return frame
    }

    deinit {
        // Locals are destroyed in reverse order of declaration, as in Swift.
        withUnsafeMutablePointers { header, slots in
            var i = header.pointee.count - 1
            while i >= 0 {
                (slots + i).deinitialize(count: 1)
                i -= 1
            }
        }
    }

    /// The slots; valid while the frame is alive (tail storage never moves).
    @inline(__always) var slots: UnsafeMutablePointer<Value> {
        withUnsafeMutablePointerToElements { $0 }
    }

    @inline(__always) var captures: [Box] { header.captureList ?? [] }

    @inline(__always) var count: Int { header.count }

    @inline(__always) var returnValue: Value {
        get { header.returnValue }
        set { header.returnValue = newValue }
    }

    @inline(__always) subscript(slot: Int) -> Value {
        get { slots[slot] }
        set { slots[slot] = newValue }
    }

    /// Moves a slot's value out, leaving `.void` (no retain, no release).
    @inline(__always) func take(_ slot: Int) -> Value {
        let pointer = slots + slot
        let value = pointer.move()
        pointer.initialize(to: .void)
        return value
    }

    /// Moves the return value out.
    @inline(__always) func takeReturnValue() -> Value {
        withUnsafeMutablePointerToHeader { header in
            let value = header.pointee.returnValue
            header.pointee.returnValue = .void
            return value
        }
    }

    /// Releases every slot, the last declared first (Swift's order), and
    /// what the frame captured.
    func clear() {
        withUnsafeMutablePointers { header, slots in
            var i = header.pointee.count - 1
            while i >= 0 {
                slots[i] = .void
                i -= 1
            }
            header.pointee.captureList = nil
        }
    }

    /// Makes a cleared frame ready for another call.
    @inline(__always) func reuse(slotCount: Int, captureList: [Box]?) {
        withUnsafeMutablePointers { header, slots in
            let old = header.pointee.count
            if slotCount > old { (slots + old).initialize(repeating: .void, count: slotCount - old) }
            else if slotCount < old { (slots + slotCount).deinitialize(count: old - slotCount) }
            header.pointee.count = slotCount
            header.pointee.captureList = captureList
        }
    }
}

/// Frames whose calls have returned, kept for the calls that follow: a
/// loop that calls a function a million times allocates its frame once.
///
/// A frame goes back only when nothing else holds it (an escaping
/// `async let`, a snapshot) and only after its slots were released in
/// Swift's order, so objects die exactly when they would without it.
struct FramePool {
    private var spare: [Frame] = []
    /// Enough for deep recursion to find its frames again, small enough
    /// not to hold memory a program no longer needs.
    private static let limit = 64

    /// The last frame put back, if it is large enough (a smaller one is
    /// let go: the pool follows what the program calls now).
    @inline(__always)
    mutating func take(slotCount: Int, captureList: [Box]?) -> Frame {
        // `popLast`, not `last`: moving the frame out costs no retain.
        if let frame = spare.popLast(), frame.header.room >= slotCount {
            frame.reuse(slotCount: slotCount, captureList: captureList)
            return frame
        }
        // Room to spare, so that the frame fits most calls after this one.
        return Frame.make(slotCount: slotCount, capacity: max(slotCount, 8), captureList: captureList)
    }

    /// Takes back a frame whose slots are all `.void`.
    @inline(__always)
    mutating func put(_ frame: consuming Frame) {
        var frame = frame
        guard spare.count < FramePool.limit, isKnownUniquelyReferenced(&frame) else { return }
        frame.withUnsafeMutablePointerToHeader { $0.pointee.captureList = nil }
        spare.append(consume frame)
    }
}
