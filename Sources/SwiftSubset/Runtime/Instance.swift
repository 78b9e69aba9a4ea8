/// An instance of a user class.
///
/// Lifetimes follow ARC exactly because the host's reference counting does
/// the counting: a `.object(instance)` value is a strong reference, and when
/// the interpreted program drops its last one, the host deinitialises this
/// object. That moment is handed to the `Heap`, which runs the program's
/// `deinit` at the next statement boundary, in Swift's order.
package final class Instance {
    package let type: TypeInfo
    package var fields: [Value]
    /// `Type#n`: the n-th instance of its type in this session.
    let serial: Int
    let heap: Heap
    /// Set on the stand-in object a `deinit` body runs against, so that its
    /// own release does not report a second death.
    var isDeinitializing = false
    /// Observation state (publishers, `@Observable` registrar), made on first use.
    var observation: AnyObject?

    init(type: TypeInfo, fields: [Value], serial: Int, heap: Heap) {
        self.type = type
        self.fields = fields
        self.serial = serial
        self.heap = heap
    }

    deinit {
        if !isDeinitializing {
            heap.objectDied(type: type, serial: serial, fields: fields, observation: observation)
        }
    }

    /// `Counter#2`
    package var name: String { "\(type.name)#\(serial)" }
}
