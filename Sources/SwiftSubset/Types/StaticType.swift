/// What the compiler knows about an expression's type before running it:
/// enough to type literals from context (`let d: Double = 7 / 2`), resolve
/// implicit members (`.milliseconds(300)`), wrap values stored into
/// optionals, and name result types in the REPL. `.unknown` is always
/// allowed: the runtime is dynamic and checks what it must.
package indirect enum StaticType: Equatable, CustomStringConvertible {
    case unknown
    case void
    case int
    case double
    case bool
    case string
    case character
    case optional(StaticType)
    case array(StaticType)
    case dictionary(StaticType, StaticType)
    case tuple([StaticType])
    case labeledTuple([String?], [StaticType])
    case function([StaticType], StaticType)
    case nominal(TypeInfo, [StaticType])
    case generic(String)
    case metatype(StaticType)

    package static func == (a: StaticType, b: StaticType) -> Bool {
        switch (a, b) {
        case (.unknown, .unknown), (.void, .void), (.int, .int), (.double, .double), (.bool, .bool),
             (.string, .string), (.character, .character):
            return true
        case (.optional(let x), .optional(let y)), (.array(let x), .array(let y)), (.metatype(let x), .metatype(let y)):
            return x == y
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return k1 == k2 && v1 == v2
        case (.tuple(let x), .tuple(let y)):
            return x == y
        case (.labeledTuple(let l1, let x), .labeledTuple(let l2, let y)):
            return l1 == l2 && x == y
        case (.function(let p1, let r1), .function(let p2, let r2)):
            return p1 == p2 && r1 == r2
        case (.nominal(let t1, let a1), .nominal(let t2, let a2)):
            return t1 === t2 && a1 == a2
        case (.generic(let x), .generic(let y)):
            return x == y
        default:
            return false
        }
    }

    package var description: String {
        switch self {
        case .unknown: return "_"
        case .void: return "()"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .optional(let t): return t.description + "?"
        case .array(let t): return "[" + t.description + "]"
        case .dictionary(let k, let v): return "[" + k.description + ": " + v.description + "]"
        case .tuple(let ts): return "(" + ts.map(\.description).joined(separator: ", ") + ")"
        case .labeledTuple(let labels, let ts):
            return "(" + zip(labels, ts).map { ($0.0.map { $0 + ": " } ?? "") + $0.1.description }.joined(separator: ", ") + ")"
        case .function(let ps, let r): return "(" + ps.map(\.description).joined(separator: ", ") + ") -> " + r.description
        case .nominal(let t, let args):
            return args.isEmpty ? t.name : t.name + "<" + args.map(\.description).joined(separator: ", ") + ">"
        case .generic(let name): return name
        case .metatype(let t): return t.description + ".Type"
        }
    }

    var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }

    /// Known all the way down: no part unknown, no generic parameter left.
    /// Only such a type is compared with another to refuse a program.
    var isFullyKnown: Bool {
        switch self {
        case .unknown, .generic: return false
        case .optional(let t), .array(let t), .metatype(let t): return t.isFullyKnown
        case .dictionary(let k, let v): return k.isFullyKnown && v.isFullyKnown
        case .tuple(let ts), .labeledTuple(_, let ts): return ts.allSatisfy(\.isFullyKnown)
        case .function(let ps, let r): return ps.allSatisfy(\.isFullyKnown) && r.isFullyKnown
        case .nominal(let info, let args): return info.genericParameters.count == args.count && args.allSatisfy(\.isFullyKnown)
        default: return true
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// `T` for `T?`, otherwise self.
    package var wrappedIfOptional: StaticType {
        if case .optional(let t) = self { return t }
        return self
    }

    var nominalType: TypeInfo? {
        switch self {
        case .nominal(let t, _): return t
        case .optional(let w): return w.nominalType
        default: return nil
        }
    }

    var isNumeric: Bool { self == .int || self == .double }

    /// How many `Optional`s wrap the type (`Int??` is 2).
    var optionalDepth: Int {
        if case .optional(let t) = self { return 1 + t.optionalDepth }
        return 0
    }

    /// The element types of a tuple type, labelled or not.
    var tupleElements: [StaticType]? {
        switch self {
        case .tuple(let ts), .labeledTuple(_, let ts): return ts
        default: return nil
        }
    }

    /// The labels of a labelled tuple type.
    var tupleLabels: [String?]? {
        if case .labeledTuple(let labels, _) = self { return labels }
        return nil
    }

    /// `(a: Int, b: Int)` when some label is written, else `(Int, Int)`.
    static func tuple(labels: [String?], _ types: [StaticType]) -> StaticType {
        labels.contains { $0 != nil } ? .labeledTuple(labels, types) : .tuple(types)
    }
}

extension StaticType {
    /// What `for … in` over a value of `type` binds.
    static func elementType(of type: StaticType) -> StaticType {
        switch type {
        case .array(let e): return e
        case .dictionary(let k, let v): return .tuple([k, v])
        case .string: return .character
        case .nominal(let t, _) where t.name == "DefaultIndices":
            return t.nestedTypes["Index"].map { .nominal($0, []) } ?? .unknown   // a String's indices
        case .nominal(let t, let args) where t.name == "ReversedCollection":
            // The base's elements: an array's, a string's, a range's, a slice's.
            switch args.first {
            case .nominal(let base, let baseArgs)? where base.name == "Substring": return baseArgs.isEmpty ? .character : .unknown
            case .nominal(let base, let baseArgs)? where ["Range", "ClosedRange", "ArraySlice"].contains(base.name):
                return baseArgs.first ?? .unknown
            case let base?: return elementType(of: base)
            case nil: return .unknown
            }
        case .nominal(let t, let args) where t.name == "Slice":
            return args.first.map(elementType(of:)) ?? .unknown   // a part of a ReversedCollection
        default: return .unknown
        }
    }
}
