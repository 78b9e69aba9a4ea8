/// The activation of one function, closure, initializer or top-level
/// entry: its local slots and the boxes it captured.
final class Frame {
    let slots: UnsafeMutablePointer<Value>
    let count: Int
    let captures: [Box]
    /// Set by `return`.
    var returnValue: Value = .void

    init(slotCount: Int, captures: [Box]) {
        count = slotCount
        slots = UnsafeMutablePointer<Value>.allocate(capacity: max(slotCount, 1))
        slots.initialize(repeating: .void, count: slotCount)
        self.captures = captures
    }

    deinit {
        // Locals are destroyed in reverse order of declaration, as in Swift.
        var i = count - 1
        while i >= 0 {
            (slots + i).deinitialize(count: 1)
            i -= 1
        }
        slots.deallocate()
    }

    @inline(__always) subscript(slot: Int) -> Value {
        get { slots[slot] }
        set { slots[slot] = newValue }
    }
}
