/// How values print: `print`/`"\(x)"`/`String(describing:)` use the plain
/// description; values inside collections, optionals and other values use
/// the debug description (strings quoted, user types qualified by module),
/// exactly as Swift's runtime does.
extension Library {
    static let module = "main"

    package func describe(_ value: Value, rt: Runtime, at position: SourcePosition?) throws(Unwind) -> String {
        switch value {
        case .string(let s): return s
        case .character(let c): return String(c)
        case .structure(let s):
            if let custom = try customDescription(value, s.type, rt: rt, at: position) { return custom }
            return try structDescription(s, qualified: false, rt: rt, at: position)
        case .enumeration(let e):
            if let custom = try customDescription(value, e.type, rt: rt, at: position) { return custom }
            return try enumDescription(e, qualified: false, rt: rt, at: position)
        case .object(let o):
            if let custom = try customDescription(value, o.type, rt: rt, at: position) { return custom }
            return Library.qualifiedPath(o.type) + typeNameWithArguments(value, qualified: true)
        case .type(let t):
            return t === anyType ? "Any" : t.name   // `print(Int.self)`: the plain name
        case .range(let r):
            return try rangeDescription(r, debug: false, rt: rt, at: position)
        case .set(let s):
            return try debugDescribe(.array(s.elements), rt: rt, at: position)
        case .native(let n as ArraySliceValue):
            return try debugDescribe(.array(n.values), rt: rt, at: position)
        case .native(let n as ReversedCollectionValue):
            return n.plainName + "(_base: " + (try debugDescribe(n.base, rt: rt, at: position)) + ")"
        case .native(let n as ReversedSliceValue):
            return try reversedSliceText(n, debug: false, rt: rt, at: position)
        case .native(let n) where n is LazySequenceValue:
            throw .trap(Trap(message: LanguageMessages.lazySequenceShown, position: position ?? .unknown))
        case .native(let n as SequenceCutValue):
            throw .trap(Trap(message: LanguageMessages.sequenceWrapperShown(n.typeName), position: position ?? .unknown))
        case .native(let n) where !(n is WeakReference):
            return n.description
        default:
            return try debugDescribe(value, rt: rt, at: position)
        }
    }

    package func debugDescribe(_ value: Value, rt: Runtime, at position: SourcePosition?) throws(Unwind) -> String {
        switch value {
        case .void: return "()"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .fixedWidth(let x): return x.description
        case .double(let d): return Library.format(d)
        case .float(let f): return "\(f)"
        case .string(let s): return Library.quote(s)
        case .character(let c): return c.debugDescription
        case .none: return "nil"
        case .some(let inner): return "Optional(" + (try debugDescribe(inner, rt: rt, at: position)) + ")"
        case .array(let elements):
            var parts: [String] = []
            for e in elements { parts.append(try debugDescribe(e, rt: rt, at: position)) }
            return "[" + parts.joined(separator: ", ") + "]"
        case .set(let s):
            // `Set([1, 2])` inside another value and by `String(reflecting:)`;
            // `print` and interpolation write `[1, 2]` (`describe`)
            return "Set(" + (try debugDescribe(.array(s.elements), rt: rt, at: position)) + ")"
        case .dictionary(let d):
            if d.isEmpty { return "[:]" }
            var parts: [String] = []
            for (k, v) in zip(d.keys, d.values) {
                parts.append(try debugDescribe(k, rt: rt, at: position) + ": " + (try debugDescribe(v, rt: rt, at: position)))
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let t):
            var parts: [String] = []
            for (i, e) in t.elements.enumerated() {
                let label = i < t.labels.count ? t.labels[i] : nil
                parts.append((label.map { $0 + ": " } ?? "") + (try debugDescribe(e, rt: rt, at: position)))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .structure(let s):
            if let custom = try customDescription(value, s.type, rt: rt, at: position, debug: true) { return custom }
            return try structDescription(s, qualified: true, rt: rt, at: position)
        case .enumeration(let e):
            if let custom = try customDescription(value, e.type, rt: rt, at: position, debug: true) { return custom }
            return try enumDescription(e, qualified: true, rt: rt, at: position)
        case .object(let o):
            if let custom = try customDescription(value, o.type, rt: rt, at: position, debug: true) { return custom }
            return Library.qualifiedPath(o.type) + typeNameWithArguments(value, qualified: true)
        case .function: return "(Function)"
        case .type(let t):
            // A metatype's debug description is its qualified name
            // (`main.Outer.Inner`, `Swift.Int`).
            if t === anyType { return "Any" }
            if t.kind == .builtin || t.kind == .protocolType && types[t.name] === t { return "Swift." + t.name }
            return Library.qualifiedPath(t) + t.name
        case .range(let r):
            return try rangeDescription(r, debug: true, rt: rt, at: position)
        case .native(let n):
            if let weak = n as? WeakReference { return try debugDescribe(weak.asOptional, rt: rt, at: position) }
            if let slice = n as? ArraySliceValue { return "ArraySlice(" + (try debugDescribe(.array(slice.values), rt: rt, at: position)) + ")" }
            if n is LazySequenceValue { throw .trap(Trap(message: LanguageMessages.lazySequenceShown, position: position ?? .unknown)) }
            if let cut = n as? SequenceCutValue {
                throw .trap(Trap(message: LanguageMessages.sequenceWrapperShown(cut.typeName), position: position ?? .unknown))
            }
            if let reversed = n as? ReversedCollectionValue {
                return reversed.qualifiedName + "(_base: " + (try debugDescribe(reversed.base, rt: rt, at: position)) + ")"
            }
            if let slice = n as? ReversedSliceValue { return try reversedSliceText(slice, debug: true, rt: rt, at: position) }
            return n.debugDescription
        }
    }

    /// A `CustomStringConvertible` (or, in debug position,
    /// `CustomDebugStringConvertible`) type's own text.
    private func customDescription(_ value: Value, _ type: TypeInfo, rt: Runtime, at position: SourcePosition?,
                                   debug: Bool = false) throws(Unwind) -> String? {
        // `print` prefers `description`, a value inside another prefers
        // `debugDescription`; each falls back to the other, as Swift's do.
        let debugMember = type.conforms(to: "CustomDebugStringConvertible") ? lookupMember(type, "debugDescription") : nil
        let plainMember = type.conforms(to: "CustomStringConvertible") ? lookupMember(type, "description") : nil
        let (first, second) = debug ? (debugMember, plainMember) : (plainMember, debugMember)
        if let member = first {
            let name = debug ? "debugDescription" : "description"
            return try Library.string(try rt.readMember(value, member, name, at: position), position ?? .unknown)
        }
        if let member = second {
            let name = debug ? "description" : "debugDescription"
            return try Library.string(try rt.readMember(value, member, name, at: position), position ?? .unknown)
        }
        return nil
    }

    private func structDescription(_ s: StructValue, qualified: Bool, rt: Runtime, at position: SourcePosition?) throws(Unwind) -> String {
        var parts: [String] = []
        for (i, property) in s.type.storedProperties.enumerated() where i < s.fields.count {
            parts.append(property.name + ": " + (try debugDescribe(s.fields[i], rt: rt, at: position)))
        }
        let name = typeNameWithArguments(.structure(s), qualified: qualified)
        return (qualified ? Library.qualifiedPath(s.type) : "") + name + "(" + parts.joined(separator: ", ") + ")"
    }

    private func enumDescription(_ e: EnumValue, qualified: Bool, rt: Runtime, at position: SourcePosition?) throws(Unwind) -> String {
        let info = e.caseInfo
        var text = qualified ? Library.qualifiedPath(e.type) + enumTypeName(e) + "." + info.name : info.name
        let noLabels = info.labels?.allSatisfy({ $0 == nil }) ?? true
        if e.payload.count == 1, noLabels, isTuple(e.payload[0]) {
            // One unlabelled payload that is a tuple prints as that tuple,
            // as Swift's reflection does: `success()`, `q(3, 4)`.
            text += try debugDescribe(e.payload[0], rt: rt, at: position)
        } else if !e.payload.isEmpty {
            var parts: [String] = []
            for (i, p) in e.payload.enumerated() {
                let label = info.labels.flatMap { i < $0.count ? $0[i] : nil }
                parts.append((label.map { $0 + ": " } ?? "") + (try debugDescribe(p, rt: rt, at: position)))
            }
            text += "(" + parts.joined(separator: ", ") + ")"
        }
        return text
    }

    private func isTuple(_ value: Value) -> Bool {
        switch value {
        case .void, .tuple: return true
        default: return false
        }
    }

    /// A generic enum's name with its qualified arguments
    /// (`LoadState<Swift.Int>`): those the value was made with, else those
    /// its payload's values show; the bare name when neither says them all.
    private func enumTypeName(_ e: EnumValue) -> String {
        let parameters = e.type.genericParameters
        guard !parameters.isEmpty else { return e.type.name }
        if let arguments = e.typeArguments, arguments.count == parameters.count {
            return e.type.name + "<" + arguments.joined(separator: ", ") + ">"
        }
        var arguments: [String] = []
        for parameter in parameters {
            guard let i = e.caseInfo.payloadTypes.firstIndex(of: .generic(parameter)), i < e.payload.count else {
                return e.type.name
            }
            arguments.append(argumentName(e.payload[i], qualified: true))
        }
        return e.type.name + "<" + arguments.joined(separator: ", ") + ">"
    }

    /// `Box<Int>`: a generic type's name with arguments inferred from the
    /// fields declared with a generic parameter's type, each with its own
    /// arguments (`Box<Box<Double>>`). Qualified, as Swift writes a value
    /// inside another, each argument names its module too:
    /// `Box<Swift.Int>`, `Box<main.Box<Swift.String>>`.
    func typeNameWithArguments(_ value: Value, qualified: Bool = false) -> String {
        let type: TypeInfo
        let fields: [Value]
        switch value {
        case .structure(let s): type = s.type; fields = s.fields
        case .object(let o): type = o.type; fields = o.fields
        default: return typeName(of: value)
        }
        guard !type.genericParameters.isEmpty else { return type.name }
        let arguments = type.genericParameters.map { parameter -> String in
            for (i, property) in type.storedProperties.enumerated() where i < fields.count {
                if property.type == .generic(parameter) { return argumentName(fields[i], qualified: qualified) }
                if property.type == .array(.generic(parameter)), case .array(let a) = fields[i], let first = a.first {
                    return argumentName(first, qualified: qualified)
                }
            }
            return "Any"
        }
        return type.name + "<" + arguments.joined(separator: ", ") + ">"
    }

    /// A generic argument's name, taken from a value of that type.
    private func argumentName(_ value: Value, qualified: Bool) -> String {
        switch value {
        case .structure(let s):
            return (qualified ? Library.qualifiedPath(s.type) : "") + typeNameWithArguments(value, qualified: qualified)
        case .object(let o):
            return (qualified ? Library.qualifiedPath(o.type) : "") + typeNameWithArguments(value, qualified: qualified)
        case .enumeration(let e) where qualified:
            return Library.qualifiedPath(e.type) + enumTypeName(e)
        case .array(let elements) where !elements.isEmpty:
            return (qualified ? "Swift." : "") + "Array<" + argumentName(elements[0], qualified: qualified) + ">"
        case .int, .double, .string, .bool, .character, .float, .fixedWidth:
            return (qualified ? "Swift." : "") + typeName(of: value)
        default:
            return typeName(of: value)
        }
    }

    /// `main.Recipe.Ingredient.`: the module and the enclosing types a
    /// qualified name starts with.
    static func qualifiedPath(_ type: TypeInfo) -> String {
        var path = (type.printedModule ?? module) + "."
        var outers: [String] = []
        var current = type.outer
        while let t = current { outers.append(t.name); current = t.outer }
        for name in outers.reversed() { path += name + "." }
        return path
    }

    /// Swift's shortest round-trip formatting (the host is Swift).
    static func format(_ d: Double) -> String { "\(d)" }

    /// A string as Swift's debug description writes it (quoted, with
    /// `"`, `'`, `\\` and control characters escaped): the host's own.
    package static func quote(_ s: String) -> String { s.debugDescription }
}

extension Value {
    var isIntMin: Bool {
        if case .int(let i) = self { return i == Int.min }
        return false
    }
}

extension SourcePosition {
    package static let unknown = SourcePosition(file: "", line: 0, column: 0)
}

extension Value {
    /// A short form for keys and ids: `3`, `"a"`, `Counter#1`, `.red`.
    package var shortText: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return Library.quote(s)
        case .bool(let b): return b ? "true" : "false"
        case .double(let d): return Library.format(d)
        case .object(let o): return o.name
        case .some(let v): return v.shortText
        case .none: return "nil"
        case .enumeration(let e): return "." + e.caseInfo.name
        case .native(let n) where n is NativeValue: return n.description
        default: return "…"
        }
    }
}
