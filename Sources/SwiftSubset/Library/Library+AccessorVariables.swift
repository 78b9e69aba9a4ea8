/// The storage behind a computed or observed variable that is not a
/// property: `var total: Int { items.count }` and `var score = 0 {
/// didSet { … } }` at top level or in a function body.
///
/// Lowering turns such a variable into a hidden `let` holding one
/// `AccessorVariable` (named `$accessors.NAME`, which no program can
/// write) and the variable's name into that object's `wrappedValue`, as
/// for a local with a property wrapper; the accessors become local (or
/// global) functions handed to the object with `define(get:set:willSet:didSet:)`.
/// Every read, write, compound assignment, mutating call and `&` of the
/// variable then goes through `wrappedValue`: a computed variable calls
/// its getter and setter; an observed one holds its value, and a write
/// runs `willSet` with the new value, stores it, then `didSet` with the
/// old one — on every assignment, never for the initial value, and not
/// again for a write the observers themselves make (as swiftc does; a
/// `didSet` that does not name the old value is run after it is released).
extension Library {
    func installAccessorVariables() {
        installAccessorVariable(VarDecl.accessorVariableType, settable: true)
        // A computed variable without a setter: writes are refused when compiled.
        installAccessorVariable(VarDecl.readOnlyVariableType, settable: false)
    }

    private func installAccessorVariable(_ name: String, settable: Bool) {
        let type = TypeInfo(name: name, kind: .builtin)
        addType(type)
        nativeTypes[name] = type
        func object(_ v: Value) -> AccessorVariableValue? { v.nativeObject as? AccessorVariableValue }
        staticMethod(type, "init()") { _, _, _, _ throws(Unwind) in .native(AccessorVariableValue(value: nil, typeName: name)) }
        staticMethod(type, "init(_:)") { _, _, args, _ throws(Unwind) in .native(AccessorVariableValue(value: args[0], typeName: name)) }
        method(type, "define(get?:set?:willSet?:didSet?:didSetUsesOldValue?:)", .void) { rt, v, args, at throws(Unwind) in
            guard let variable = object(v) else { return .void }
            func function(_ value: Value) throws(Unwind) -> FunctionValue? {
                if case .void = value { return nil }
                return try Library.function(value, at)
            }
            variable.getter = try function(args[0])
            variable.setter = try function(args[1])
            variable.willSet = try function(args[2])
            variable.didSet = try function(args[3])
            if case .bool(false) = args[4] { variable.didSetUsesOldValue = false }
            return .void
        }
        type.deferNative("wrappedValue") { type in
            var member = NativeMember(body: .property({ rt, v, at throws(Unwind) in
                guard let variable = object(v) else { return .void }
                return try variable.read(rt, at)
            }, settable ? { rt, v, newValue, at throws(Unwind) in
                try object(v)?.write(newValue, rt, at)
            } : nil), signature: nil)
            // The variable's static type is the hidden object's type argument.
            member.resultType = { receiver in
                if case .nominal(_, let arguments) = receiver, let first = arguments.first { return first }
                return .unknown
            }
            type.nativeMembers.add(member, to: "wrappedValue", first: true)
        }
    }
}

/// A computed or observed variable's accessors, and an observed one's value.
/// Both hidden types hold one; it is never shown.
final class AccessorVariableValue: NativeObject {
    var value: Value?
    var getter: FunctionValue?
    var setter: FunctionValue?
    var willSet: FunctionValue?
    var didSet: FunctionValue?
    /// SE-0268: a `didSet` that never names its old value is not given
    /// it, so the old value is released when the new one is stored,
    /// before `didSet` runs (an object's `deinit` runs first).
    var didSetUsesOldValue = true
    /// Set while `willSet` or `didSet` runs: their own writes store the
    /// value without running the observers again.
    private var isObserving = false

    private let hiddenTypeName: String

    init(value: Value?, typeName: String) {
        self.value = value
        hiddenTypeName = typeName
    }
    override var typeName: String { hiddenTypeName }

    func read(_ rt: Runtime, _ at: SourcePosition) throws(Unwind) -> Value {
        if let getter { return try rt.call(getter, [], at: at) }
        return value ?? .void
    }

    func write(_ newValue: Value, _ rt: Runtime, _ at: SourcePosition) throws(Unwind) {
        if let setter {
            _ = try rt.call(setter, [newValue], at: at)
            return
        }
        guard !isObserving, willSet != nil || didSet != nil else {
            value = newValue
            return
        }
        isObserving = true
        defer { isObserving = false }
        if let willSet { _ = try rt.call(willSet, [newValue], at: at) }
        guard let didSet else {
            value = newValue
            return
        }
        if didSetUsesOldValue {
            let oldValue = value ?? .void
            value = newValue
            _ = try rt.call(didSet, [oldValue], at: at)
        } else {
            value = newValue
            rt.heap.drain()
            _ = try rt.call(didSet, [.void], at: at)
        }
    }
}
