/// Reading a native member's arguments as host values, with a trap at the
/// call's place when one is not of the type the member takes.
extension Library {
    package static func int(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Int {
        switch v {
        case .int(let i): return i
        case .fixedWidth(let x):
            guard let i = Int(exactly: x.value) else { throw .trap(Trap(message: LanguageMessages.notEnoughBits, position: at)) }
            return i
        case .double(let d): return Int(d)
        case .float(let f): return Int(f)
        case .some(let inner): return try int(inner, at)
        default: throw .trap(Trap(message: LanguageMessages.expected("an Int"), position: at))
        }
    }

    static func double(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Double {
        switch v {
        case .double(let d): return d
        case .int(let i): return Double(i)
        case .fixedWidth(let x): return Double(x.value)
        case .float(let f): return Double(f)
        case .some(let inner): return try double(inner, at)
        default: throw .trap(Trap(message: LanguageMessages.expected("a Double"), position: at))
        }
    }

    static func string(_ v: Value, _ at: SourcePosition) throws(Unwind) -> String {
        switch v {
        case .string(let s): return s
        case .character(let c): return String(c)
        case .native(let n as UnicodeScalarValue): return String(n.scalar)
        case .some(let inner): return try string(inner, at)
        default: throw .trap(Trap(message: LanguageMessages.expected("a String"), position: at))
        }
    }

    package static func function(_ v: Value, _ at: SourcePosition) throws(Unwind) -> FunctionValue {
        switch v {
        case .function(let f): return f
        case .some(let inner): return try function(inner, at)
        case .native(let n) where n is KeyPathValue:
            // `\.name` used as a function: reads the path.
            let path = n as! KeyPathValue
            return FunctionValue(.native(name: path.description) { rt, args throws(Unwind) in
                guard var value = args.first else { return .void }
                for name in path.names { value = try rt.readNamed(value, name, at: at) }
                return value
            })
        default: throw .trap(Trap(message: LanguageMessages.expected("a function"), position: at))
        }
    }

    static func array(_ v: Value, _ at: SourcePosition) throws(Unwind) -> [Value] {
        if case .array(let a) = v { return a }
        if case .some(let inner) = v { return try array(inner, at) }
        throw .trap(Trap(message: LanguageMessages.expected("an Array"), position: at))
    }
}
