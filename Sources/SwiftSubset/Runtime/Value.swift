/// A value of the interpreted program.
///
/// Value types (`struct`, `enum`, `Array`, `Dictionary`, tuples) copy on
/// assignment; the Swift arrays inside give copy-on-write for free. Class
/// instances are `Instance` references, so the host's reference counting
/// tells exactly when the interpreted program dropped its last reference
/// (see `Instance` and `Heap`).
package enum Value {
    case void
    case bool(Bool)
    case int(Int)
    /// `Int8` … `Int64`, `UInt` … `UInt64`.
    case fixedWidth(FixedWidthInt)
    case double(Double)
    /// A `Float`: 32 bits, rounded at every step.
    case float(Float)
    case string(String)
    case character(Character)
    /// `Optional.none`.
    case none
    /// `Optional.some(wrapped)`.
    indirect case some(Value)
    case array([Value])
    case dictionary(DictionaryValue)
    case set(SetValue)
    case tuple(TupleValue)
    case structure(StructValue)
    case enumeration(EnumValue)
    case object(Instance)
    case function(FunctionValue)
    /// A metatype: `Counter.self`, or a type name used as a value.
    case type(TypeInfo)
    case range(RangeValue)
    /// A library object implemented by the host (Task handles, publishers,
    /// weak references, SwiftUI storage…).
    case native(NativeObject)
}

/// A struct value: its type and its stored properties in layout order.
package struct StructValue {
    package let type: TypeInfo
    package var fields: [Value]
}

/// An enum value: the case and its associated values.
package final class EnumValue {
    package let type: TypeInfo
    let caseIndex: Int
    package let payload: [Value]
    /// A generic enum's type arguments, module-qualified as a debug
    /// description writes them (`Swift.Int`), when the code that made the
    /// value knew them (`LoadState<Int>.idle`); nil otherwise, and the
    /// payload's values say what they can.
    let typeArguments: [String]?

    init(type: TypeInfo, caseIndex: Int, payload: [Value], typeArguments: [String]? = nil) {
        self.type = type
        self.caseIndex = caseIndex
        self.payload = payload
        self.typeArguments = typeArguments
    }

    var caseInfo: EnumCaseInfo { type.cases[caseIndex] }

    /// The case's name (`failure`).
    package var caseName: String { type.cases[caseIndex].name }
}

package struct TupleValue {
    var labels: [String?]
    package var elements: [Value]

    /// An unlabelled tuple (`(a, b)`).
    package init(_ elements: [Value]) {
        self.labels = elements.map { _ in nil }
        self.elements = elements
    }

    init(labels: [String?], elements: [Value]) {
        self.labels = labels
        self.elements = elements
    }
}

/// `a..<b` and `a...b` (`upper` is nil for `a...`).
package final class RangeValue {
    let lower: Value
    let upper: Value?
    let isClosed: Bool

    init(lower: Value, upper: Value?, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }

    /// Integer bounds as a half-open Swift range, if both are integers.
    var intRange: Range<Int>? {
        guard case .int(let lo) = lower else { return nil }
        guard let upper else { return lo..<Int.max }
        guard case .int(let hi) = upper else { return nil }
        if isClosed {
            return hi == Int.max ? nil : lo..<(hi + 1)
        }
        return hi >= lo ? lo..<hi : nil
    }
}

/// The base of every host-implemented library object. Open, so that a
/// library written on the language (the live runtime) can define its own.
open class NativeObject {
    /// The Swift type name shown in `:tree`, errors and `type(of:)`.
    open var typeName: String { "\(type(of: self))" }
    /// How `print` shows it.
    open var description: String { typeName }
    /// How it shows inside a collection or another value.
    open var debugDescription: String { description }

    public init() {}
}

/// A wrapper's projected value that wants to know where it was read: the
/// object and the wrapped property (`model.$count` of a `@Published var
/// count` is that property's publisher, and writes through it reach the
/// object as a write of `count` would).
package protocol OwnedProjection: NativeObject {
    func attach(owner: Instance, property: String)
}

/// A host object that is a value (`Unicode.Scalar`): compared and hashed
/// by what it holds, not by identity.
protocol NativeValue: NativeObject {
    func isEqual(to other: NativeObject) -> Bool
    /// nil when the two are not comparable.
    func isLess(than other: NativeObject) -> Bool?
    func hash(into hasher: inout Hasher)
}

/// A variable shared between a function and the closures that capture it.
/// A boxed local's slot holds `.native(box)`.
package final class Box: NativeObject {
    package var value: Value
    init(_ value: Value) { self.value = value }
}

/// The storage behind a `weak` variable or property.
final class WeakReference: NativeObject {
    weak var target: Instance?
    init(_ target: Instance?) { self.target = target }

    var asOptional: Value {
        if let target { return .some(.object(target)) }
        return .none
    }
}

extension Value {
    package var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// Unwraps one level of `Optional`, or nil for `.none`.
    var unwrapped: Value? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return wrapped
        default: return self
        }
    }

    package var asBool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// A class instance or a host object: copying the value shares it.
    var isReference: Bool {
        switch self {
        case .object, .native: return true
        default: return false
        }
    }

    package var asInt: Int? {
        if case .int(let i) = self { return i }
        return nil
    }

    var asString: String? {
        switch self {
        case .string(let s): return s
        case .character(let c): return String(c)
        case .native(let n as UnicodeScalarValue): return String(n.scalar)
        default: return nil
        }
    }

    var asObject: Instance? {
        if case .object(let o) = self { return o }
        return nil
    }

    var asFunction: FunctionValue? {
        if case .function(let f) = self { return f }
        return nil
    }

    /// The elements of an array value.
    package var asArray: [Value]? {
        if case .array(let a) = self { return a }
        return nil
    }
}

/// Values travel inside `Unwind` errors (which Swift requires to be
/// `Sendable`). They never run concurrently: a session's fibers hand
/// control to each other through semaphores, one at a time, so each value
/// is only ever touched by the one thread that runs the session's code.
extension Value: @unchecked Sendable {}
