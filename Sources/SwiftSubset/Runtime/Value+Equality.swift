extension Value {
    /// Structural equality as Swift's synthesized `Equatable` defines it
    /// (objects by identity). User-written `==` is applied by the caller
    /// before falling back to this.
    package func isIdentical(to other: Value) -> Bool {
        switch (self, other) {
        case (.void, .void), (.none, .none): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.float(let a), .float(let b)): return a == b
        case (.fixedWidth(let a), .fixedWidth(let b)): return a.value == b.value
        case (.fixedWidth(let a), .int(let b)), (.int(let b), .fixedWidth(let a)): return a.value == Int128(b)
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        case (.string(let a), .string(let b)): return a == b
        case (.character(let a), .character(let b)): return a == b
        case (.string(let a), .character(let b)), (.character(let b), .string(let a)): return a == String(b)
        case (.some(let a), .some(let b)): return a.isIdentical(to: b)
        case (.some(let a), _): return a.isIdentical(to: other)
        case (_, .some(let b)): return isIdentical(to: b)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && a.keys.allSatisfy { key in
                guard let x = a[key], let y = b[key] else { return false }
                return x.isIdentical(to: y)
            }
        case (.set(let a), .set(let b)): return a.isIdentical(to: b)
        case (.tuple(let a), .tuple(let b)):
            return a.elements.count == b.elements.count
                && zip(a.elements, b.elements).allSatisfy { $0.isIdentical(to: $1) }
        case (.structure(let a), .structure(let b)):
            return a.type === b.type && zip(a.fields, b.fields).allSatisfy { $0.isIdentical(to: $1) }
        case (.enumeration(let a), .enumeration(let b)):
            return a.type === b.type && a.caseIndex == b.caseIndex
                && zip(a.payload, b.payload).allSatisfy { $0.isIdentical(to: $1) }
        case (.object(let a), .object(let b)): return a === b
        case (.function(let a), .function(let b)): return a === b
        case (.type(let a), .type(let b)): return a === b
        case (.range(let a), .range(let b)):
            return a.isClosed == b.isClosed && a.lower.isIdentical(to: b.lower)
                && (a.upper ?? .void).isIdentical(to: b.upper ?? .void)
        case (.native(let a as NativeValue), .native(let b)): return a.isEqual(to: b)
        case (.native(let a), .native(let b)): return a === b
        default: return false
        }
    }

    func hashStructure(into hasher: inout Hasher) {
        switch self {
        case .void: hasher.combine(0)
        case .none: hasher.combine(1)
        case .bool(let b): hasher.combine(b)
        case .int(let i): hasher.combine(Double(i))
        case .fixedWidth(let x): hasher.combine(Double(x.value))
        case .double(let d): hasher.combine(d)
        case .float(let f): hasher.combine(Double(f))
        case .string(let s): hasher.combine(s)
        case .character(let c): hasher.combine(String(c))
        case .some(let v): v.hashStructure(into: &hasher)
        case .array(let a): a.forEach { $0.hashStructure(into: &hasher) }
        case .dictionary(let d): hasher.combine(d.count)
        case .set(let s): s.hash(into: &hasher)
        case .tuple(let t): t.elements.forEach { $0.hashStructure(into: &hasher) }
        case .structure(let s):
            hasher.combine(ObjectIdentifier(s.type))
            s.fields.forEach { $0.hashStructure(into: &hasher) }
        case .enumeration(let e):
            hasher.combine(ObjectIdentifier(e.type))
            hasher.combine(e.caseIndex)
            e.payload.forEach { $0.hashStructure(into: &hasher) }
        case .object(let o): hasher.combine(ObjectIdentifier(o))
        case .function(let f): hasher.combine(ObjectIdentifier(f))
        case .type(let t): hasher.combine(ObjectIdentifier(t))
        case .range(let r): r.lower.hashStructure(into: &hasher)
        case .native(let n as NativeValue): n.hash(into: &hasher)
        case .native(let n): hasher.combine(ObjectIdentifier(n))
        }
    }
}
