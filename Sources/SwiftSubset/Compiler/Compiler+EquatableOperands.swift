/// `==` and `!=` with an operand of the program's own type, which Swift
/// compares only where the type is `Equatable` and the other operand is of
/// that type. Before, StateLab compared such values field by field (or by
/// case) whatever the type declared, and answered `true` or `false` where
/// swiftc refuses the program. Refused in swiftc's words:
///
/// - two values of a type that is not `Equatable` (a struct or class that
///   does not declare it, an enum with payloads): "binary operator '=='
///   cannot be applied to two 'Point' operands"; two arrays of them:
///   "operator function '==' requires that 'Point' conform to 'Equatable'";
/// - a value of the type against a `String` or an integer (`size ==
///   "small"`): "referencing operator function '==' on 'StringProtocol'
///   requires that 'Size' conform to 'StringProtocol'" (`BinaryInteger` for
///   an integer; with the type on the right, "operator function '=='
///   requires that …"), and against a `Double`, both types named; an enum
///   with raw values against its raw type: "cannot convert value of type
///   'Size' to expected argument type 'String'", at the enum.
///
/// Against a standard type, judged only where both operands are variables,
/// properties or literals (swiftc words a mismatch with a call or
/// `.member` otherwise); never where the program declares a `==`/`!=`
/// that could take them. A declared `==` alone does not give `!=` (the
/// standard library's `!=` is `Equatable`'s: a protocol that declares
/// `static func ==` without refining `Equatable` leaves `a != b` refused).
/// (`<` and generic parameters:
/// `Compiler+ConformanceUses.swift`.)
extension Compiler {
    func refuseEquatableOperands(_ op: String, _ lhs: Expr, _ rhs: Expr, _ a: StaticType, _ b: StaticType,
                                 at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard op == "==" || op == "!=", a.isFullyKnown, b.isFullyKnown,
              !declaresOperator(op, for: [a, b]), op == "!=" || !declaresOperator("==", for: [a, b]) else { return false }
        if case .array(let x) = a, case .array(let y) = b, x == y, let info = programType(x), !isEquatable(info) {
            error(LanguageMessages.operatorRequiresConformance(op, diagnosticName(x), "Equatable"), at: position)
            return true
        }
        let plain = isPlainEqualityOperand(lhs) && isPlainEqualityOperand(rhs)
        switch (programType(a), programType(b)) {
        case (let x?, let y?) where x === y && a == b:
            // Refused whatever the operands (`state == .shipped` too);
            // swiftc words a pair of constructions (`P() == P()`) otherwise.
            guard !isEquatable(x) else { return false }
            error(LanguageMessages.binaryOperatorOnSame(op, diagnosticName(a)), at: position)
            return true
        case (let x?, nil) where plain:
            return refuseAgainstStandard(op, x, a, b, typeOnLeft: true, operand: lhs, at: position)
        case (nil, let y?) where plain:
            return refuseAgainstStandard(op, y, b, a, typeOnLeft: false, operand: rhs, at: position)
        default:
            return false
        }
    }

    private func refuseAgainstStandard(_ op: String, _ info: TypeInfo, _ type: StaticType, _ other: StaticType,
                                       typeOnLeft: Bool, operand: Expr, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        let name = diagnosticName(type)
        if let raw = info.rawType, raw == other {
            error(LanguageMessages.cannotConvertValue(name, diagnosticName(raw), site: .argument), at: operand.anchor)
            return true
        }
        guard info.rawType == nil else { return false }
        let requirement: String
        switch other {
        case .string: requirement = "StringProtocol"
        case .int: requirement = "BinaryInteger"
        case .double:
            error(LanguageMessages.binaryOperator(op, typeOnLeft ? name : "Double", typeOnLeft ? "Double" : name), at: position)
            return true
        default: return false
        }
        error(typeOnLeft ? LanguageMessages.referencingOperatorRequires(op, requirement, name)
                         : LanguageMessages.operatorRequiresConformance(op, name, requirement), at: position)
        return true
    }

    /// The program's own struct, enum or class `type` names, not optional.
    func programType(_ type: StaticType) -> TypeInfo? {
        guard case .nominal(let info, _) = type, Compiler.isProgramType(info), info.position != nil else { return nil }
        return info
    }

    /// `Equatable` declared (directly, through `Hashable`, `Comparable` or a
    /// protocol that refines it), or an enum whose cases carry no payloads.
    func isEquatable(_ info: TypeInfo) -> Bool {
        if info.conforms(to: "Equatable") || info.conforms(to: "Hashable") || info.conforms(to: "Comparable") { return true }
        return info.kind == .enumType && info.cases.allSatisfy { $0.labels == nil && $0.payloadTypes.isEmpty }
    }

    private func isPlainEqualityOperand(_ expr: Expr) -> Bool {
        switch Compiler.unparenthesized(expr).kind {
        case .name, .member, .string, .integer, .float, .interpolation: return true
        default: return false
        }
    }
}
