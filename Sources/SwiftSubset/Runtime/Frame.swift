/// The activation of one function, closure, initializer or top-level
/// entry: its local slots and the boxes it captured.
///
/// One allocation per call: the slots live in the object's tail storage.
final class Frame: ManagedBuffer<Frame.Header, Value> {
    struct Header {
        let count: Int
        let captures: [Box]
        /// Set by `return`.
        var returnValue: Value
    }

    static func make(slotCount: Int, captures: [Box]) -> Frame {
        let buffer = Frame.create(minimumCapacity: max(slotCount, 1)) { _ in
            Header(count: slotCount, captures: captures, returnValue: .void)
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

    @inline(__always) var captures: [Box] { header.captures }

    @inline(__always) var count: Int { header.count }

    @inline(__always) var returnValue: Value {
        get { header.returnValue }
        set { header.returnValue = newValue }
    }

    @inline(__always) subscript(slot: Int) -> Value {
        get { slots[slot] }
        set { slots[slot] = newValue }
    }
}
