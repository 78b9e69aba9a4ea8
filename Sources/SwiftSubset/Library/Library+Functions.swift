/// Free functions: printing, `min`/`max`, `type(of:)`, assertions,
/// `fatalError`, `zip`, `stride` (`swap` is with the collection algorithms).
extension Library {
    func installFunctions() {
        // `print` and `debugPrint` differ only in how each item reads.
        for (name, debug) in [("print", false), ("debugPrint", true)] {
            // Each item is an `Any`: a ternary's branches keep their own types there.
            function(name + "(_...:separator?:terminator?:)", .void, types: [.nominal(anyType, []), .string, .string]) { rt, _, args, at throws(Unwind) in
                let items = (try? Library.array(args[0], at)) ?? []
                let separator = args[1].isVoidValue ? " " : try Library.string(args[1], at)
                let terminator = args[2].isVoidValue ? "\n" : try Library.string(args[2], at)
                var parts: [String] = []
                for item in items {
                    parts.append(debug ? try rt.library.debugDescribe(item, rt: rt, at: at) : try rt.library.describe(item, rt: rt, at: at))
                }
                rt.print(parts.joined(separator: separator) + terminator)
                return .void
            }
        }
        function("min(_:_:_...:)", .generic("T"), types: [.generic("T"), .generic("T"), .generic("T")]) { rt, _, args, at throws(Unwind) in
            var best = args[0]
            for candidate in [args[1]] + ((try? Library.array(args[2], at)) ?? []) { if !(try rt.library.less(candidate, best, rt: rt, at: at)) { continue };
                best = candidate
            }
            return best
        }
        function("max(_:_:_...:)", .generic("T"), types: [.generic("T"), .generic("T"), .generic("T")]) { rt, _, args, at throws(Unwind) in
            var best = args[0]
            for candidate in [args[1]] + ((try? Library.array(args[2], at)) ?? []) { if !(try rt.library.less(best, candidate, rt: rt, at: at)) { continue };
                best = candidate
            }
            return best
        }
        function("abs(_:)") { _, _, args, at throws(Unwind) in
            switch args[0] {
            case .int(let i):
                if i == Int.min { throw .trap(Trap(message: LanguageMessages.overflow, position: at)) }
                return .int(abs(i))
            case .double(let d): return .double(abs(d))
            case .float(let f): return .float(abs(f))
            case .fixedWidth(let x) where x.kind.isSigned:
                // Int8(-128) has no positive counterpart of its own width: Swift traps
                guard let result = FixedWidthInt(x.kind, exactly: Int128(x.value.magnitude)) else {
                    throw .trap(Trap(message: LanguageMessages.overflow, position: at))
                }
                return .fixedWidth(result)
            default: return args[0]
            }
        }
        function("type(of:)") { rt, _, args, at throws(Unwind) in
            if case .native(let n) = args[0], n is LazySequenceValue {
                throw .trap(Trap(message: LanguageMessages.lazySequenceShown, position: at))
            }
            let name = rt.library.typeNameWithArguments(args[0])
            let type = rt.library.typeOf(args[0])
            if type.name == name { return .type(type) }
            return .native(TypeNameValue(name: name))
        }
        function("fatalError(_?:)") { _, _, args, at throws(Unwind) in
            let message = args[0].isVoidValue ? "" : try Library.string(args[0], at)
            throw .trap(Trap(message: LanguageMessages.fatalError(message), position: at))
        }
        function("precondition(_:_?:)") { _, _, args, at throws(Unwind) in
            if try Value.truth(args[0]) { return .void }
            let message = args[1].isVoidValue ? "" : try Library.string(args[1], at)
            throw .trap(Trap(message: LanguageMessages.preconditionFailed(message), position: at))
        }
        function("preconditionFailure(_?:)") { _, _, args, at throws(Unwind) in
            let message = args[0].isVoidValue ? "" : try Library.string(args[0], at)
            throw .trap(Trap(message: LanguageMessages.preconditionFailed(message), position: at))
        }
        function("assert(_:_?:)") { _, _, args, at throws(Unwind) in
            if try Value.truth(args[0]) { return .void }
            let message = args[1].isVoidValue ? "" : try Library.string(args[1], at)
            throw .trap(Trap(message: LanguageMessages.assertionFailed(message), position: at))
        }
        function("assertionFailure(_?:)") { _, _, args, at throws(Unwind) in
            let message = args[0].isVoidValue ? "" : try Library.string(args[0], at)
            throw .trap(Trap(message: LanguageMessages.assertionFailed(message), position: at))
        }
        function("zip(_:_:)") { rt, _, args, at throws(Unwind) in
            // A one-sided range (`zip(names, 1...)`) counts on as far as the
            // other sequence goes: zip stops at the shorter.
            let library = rt.library
            let a: [Value], b: [Value]
            if let start = Library.countingStart(args[1]) {
                a = try library.elements(of: args[0], rt: rt, at: at)
                b = (0..<a.count).map { .int(start + $0) }
            } else if let start = Library.countingStart(args[0]) {
                b = try library.elements(of: args[1], rt: rt, at: at)
                a = (0..<b.count).map { .int(start + $0) }
            } else if Library.isUserValue(args[0]) || Library.isUserValue(args[1]) {
                // A sequence made on demand may be endless: the pairs are
                // pulled as they are used (`ZipValue`).
                return .native(ZipValue(args[0], args[1]))
            } else {
                a = try library.elements(of: args[0], rt: rt, at: at)
                b = try library.elements(of: args[1], rt: rt, at: at)
            }
            return .array(zip(a, b).map { .tuple(TupleValue(labels: [nil, nil], elements: [$0, $1])) })
        }
        function("stride(from:to:by:)") { _, _, args, at throws(Unwind) in
            try Library.stride(args, closed: false, at: at)
        }
        function("stride(from:through:by:)") { _, _, args, at throws(Unwind) in
            try Library.stride(args, closed: true, at: at)
        }
        function("repeatElement(_:count:)") { _, _, args, at throws(Unwind) in
            .array(Array(repeating: args[0], count: max(0, try Library.int(args[1], at))))
        }
    }


    /// The first value of an integer range with no upper bound (`1...`),
    /// which counts up for as long as it is read.
    static func countingStart(_ value: Value) -> Int? {
        guard case .range(let r) = value, r.upper == nil, case .int(let start) = r.lower else { return nil }
        return start
    }

    static func stride(_ args: [Value], closed: Bool, at: SourcePosition) throws(Unwind) -> Value {
        if case .int(let from) = args[0], case .int(let to) = args[1], case .int(let by) = args[2] {
            guard by != 0 else { throw .trap(Trap(message: LanguageMessages.strideZero, position: at)) }
            return .array(closed ? Swift.stride(from: from, through: to, by: by).map { .int($0) }
                          : Swift.stride(from: from, to: to, by: by).map { .int($0) })
        }
        let from = try double(args[0], at), to = try double(args[1], at), by = try double(args[2], at)
        guard by != 0 else { throw .trap(Trap(message: LanguageMessages.strideZero, position: at)) }
        return .array(closed ? Swift.stride(from: from, through: to, by: by).map { .double($0) }
                      : Swift.stride(from: from, to: to, by: by).map { .double($0) })
    }
}

/// What `type(of: x)` returns: prints as the type's name.
package final class TypeNameValue: NativeObject {
    package let name: String
    /// The type itself, where the compiler knew it (`[Item].self`): what
    /// a decoder handed `T.self` in a generic function decodes.
    let staticType: StaticType?
    /// `Swift.Array<main.Item>`, where the compiler knew every part.
    let qualifiedName: String?
    init(name: String, staticType: StaticType? = nil, qualifiedName: String? = nil) {
        self.name = name
        self.staticType = staticType
        self.qualifiedName = qualifiedName
    }
    package override var typeName: String { "Metatype" }
    package override var description: String { name }
    package override var debugDescription: String { qualifiedName ?? name }
}
