extension Compiler {
    /// A raw-value enum case's raw value: the literal written, else its
    /// name (`String`) or the integer after the previous one (`Int`,
    /// counted in `next`). Nil for other raw types without a literal, or
    /// where the value written is not a literal (reported).
    func rawValue(of c: EnumCaseDecl, rawType: StaticType, next: inout Int) -> Value? {
        guard let raw = c.rawValue else {
            if rawType == .string { return .string(c.name) }
            guard rawType == .int else { return nil }
            defer { next += 1 }
            return .int(next)
        }
        switch raw.kind {
        case .integer(let i):
            next = i + 1
            return rawType == .double ? .double(Double(i)) : .int(i)
        case .float(let d): return .double(d)
        case .string(let s): return .string(s)
        case .boolean(let b): return .bool(b)
        default:
            error(LanguageMessages.enumRawValueNotLiteral, at: raw.position)
            return nil
        }
    }
}
