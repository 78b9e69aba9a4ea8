/// Literals stored where a library type that literals can express is
/// expected, converted as the type checker would type them: `let b:
/// UInt8 = 200`, `let f: Float = 0.1`, `let s: Unicode.Scalar = "a"`.
/// The compiler's `coerce` asks here for any nominal type it stores into.
extension Library {
    /// What a literal becomes where a library type that literals can
    /// express is expected: an integer literal (an `Int` value) stored as a
    /// fixed-width integer, a number as `Float`, a one-scalar string literal
    /// as `Unicode.Scalar`;
    /// nil for other types.
    func literalConversion(to type: TypeInfo) -> ((Value, SourcePosition) throws(Unwind) -> Value)? {
        if type === types["UnicodeScalar"] {
            return { v, _ throws(Unwind) in
                guard let s = v.asString, s.unicodeScalars.count == 1, let scalar = s.unicodeScalars.first else { return v }
                return .native(UnicodeScalarValue(scalar))
            }
        }
        if type === float {
            return { v, _ throws(Unwind) in
                switch v {
                case .int(let i): return .float(Float(i))
                case .double(let d): return .float(Float(d))
                default: return v
                }
            }
        }
        guard let index = fixedWidthTypes.firstIndex(where: { $0 === type }), let kind = IntegerKind(rawValue: index) else { return nil }
        return { v, at throws(Unwind) in
            guard case .int(let i) = v else { return v }
            guard let x = FixedWidthInt(kind, exactly: Int128(i)) else {
                throw .trap(Trap(message: LanguageMessages.overflow, position: at))
            }
            return .fixedWidth(x)
        }
    }
}
