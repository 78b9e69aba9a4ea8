/// `Int` arithmetic and comparison on a direct path.
///
/// A binary operator on two `Int`s is the commonest expression a loop
/// evaluates. Its code reads an operand that is a plain local straight
/// from its slot and takes a constant operand as a number, instead of
/// calling the operand's own code; the operator itself is a switch, not a
/// closure. Operands that turn out not to be `Int`s, and results Swift
/// traps on (overflow, division by zero), go to the library's general
/// operator, which reports them in Swift's words.
extension Compiler {
    /// The operators with a direct path.
    enum IntegerOperator {
        case add, subtract, multiply, divide, remainder
        case wrappingAdd, wrappingSubtract, wrappingMultiply
        case and, or, xor
        case equal, notEqual, less, greater, lessOrEqual, greaterOrEqual

        init?(_ op: String) {
            switch op {
            case "+": self = .add
            case "-": self = .subtract
            case "*": self = .multiply
            case "/": self = .divide
            case "%": self = .remainder
            case "&+": self = .wrappingAdd
            case "&-": self = .wrappingSubtract
            case "&*": self = .wrappingMultiply
            case "&": self = .and
            case "|": self = .or
            case "^": self = .xor
            case "==": self = .equal
            case "!=": self = .notEqual
            case "<": self = .less
            case ">": self = .greater
            case "<=": self = .lessOrEqual
            case ">=": self = .greaterOrEqual
            default: return nil
            }
        }

        /// The result, or nil where Swift traps (the library says how).
        @inline(__always)
        func apply(_ x: Int, _ y: Int) -> Value? {
            switch self {
            case .add:
                let (r, o) = x.addingReportingOverflow(y)
                return o ? nil : .int(r)
            case .subtract:
                let (r, o) = x.subtractingReportingOverflow(y)
                return o ? nil : .int(r)
            case .multiply:
                let (r, o) = x.multipliedReportingOverflow(by: y)
                return o ? nil : .int(r)
            case .divide:
                return y == 0 || (x == Int.min && y == -1) ? nil : .int(x / y)
            case .remainder:
                return y == 0 || (x == Int.min && y == -1) ? nil : .int(x % y)
            case .wrappingAdd: return .int(x &+ y)
            case .wrappingSubtract: return .int(x &- y)
            case .wrappingMultiply: return .int(x &* y)
            case .and: return .int(x & y)
            case .or: return .int(x | y)
            case .xor: return .int(x ^ y)
            case .equal: return .bool(x == y)
            case .notEqual: return .bool(x != y)
            case .less: return .bool(x < y)
            case .greater: return .bool(x > y)
            case .lessOrEqual: return .bool(x <= y)
            case .greaterOrEqual: return .bool(x >= y)
            }
        }
    }

    /// `a op b` with a direct path for two `Int`s, shaped by what the
    /// operands are (a plain local, a constant, other code).
    func compileIntegerOperator(_ op: String, _ operation: IntegerOperator, _ a: Compiled, _ b: Compiled,
                                at position: SourcePosition) -> Eval {
        let rt = self.rt
        let library = self.library
        let ae = a.eval, be = b.eval
        @inline(__always) func general(_ x: Value, _ y: Value) throws(Unwind) -> Value {
            try library.binary(op, x, y, rt: rt, at: position)
        }
        switch (a.form, b.form) {
        case (.local(let s), .constant(let k)):
            guard case .int(let q) = k else { break }
            return { f throws(Unwind) in
                if let p = Value.int((f.slots + s).pointee), let r = operation.apply(p, q) { return r }
                return try general((f.slots + s).pointee, k)
            }
        case (.local(let s), .local(let t)):
            return { f throws(Unwind) in
                if let p = Value.int((f.slots + s).pointee), let q = Value.int((f.slots + t).pointee),
                   let r = operation.apply(p, q) { return r }
                return try general((f.slots + s).pointee, (f.slots + t).pointee)
            }
        case (_, .constant(let k)):
            guard case .int(let q) = k else { break }
            return { f throws(Unwind) in
                let x = try ae(f)
                if case .int(let p) = x, let r = operation.apply(p, q) { return r }
                return try general(x, k)
            }
        case (_, .local(let t)):
            return { f throws(Unwind) in
                let x = try ae(f)
                if case .int(let p) = x, let q = Value.int((f.slots + t).pointee), let r = operation.apply(p, q) { return r }
                return try general(x, (f.slots + t).pointee)
            }
        case (.local(let s), _):
            return { f throws(Unwind) in
                let x = (f.slots + s).pointee
                let y = try be(f)
                if case .int(let p) = x, case .int(let q) = y, let r = operation.apply(p, q) { return r }
                return try general(x, y)
            }
        default:
            break
        }
        return { f throws(Unwind) in
            let x = try ae(f), y = try be(f)
            if case .int(let p) = x, case .int(let q) = y, let r = operation.apply(p, q) { return r }
            return try general(x, y)
        }
    }
}

extension Value {
    /// The `Int` a value holds, read in place: a `borrowing` value is
    /// matched without copying it.
    @inline(__always)
    static func int(_ value: borrowing Value) -> Int? {
        switch value {
        case .int(let i): return i
        default: return nil
        }
    }
}
