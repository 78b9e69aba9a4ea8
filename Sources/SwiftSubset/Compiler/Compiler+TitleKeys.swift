/// A SwiftUI title is a `LocalizedStringKey` when it is written as a
/// literal (`Text("Speed \(speed, specifier: "%.1f")")`): its
/// interpolation has `specifier:` (a printf format for a number) and
/// `format:` (a `FormatStyle`), which a `String`'s interpolation has not.
/// The same literal in a `String` — `let s = "…"`, `print("…")`,
/// `Text(verbatim: "…")`, a title held in a variable first — is refused,
/// in swiftc's words: "incorrect argument label in call (have
/// '_:specifier:', expected '_:default:')" at the interpolation's `(`,
/// "extra argument 'format' in call" at the style.
extension Compiler {
    /// Notes an argument given to a title (a parameter the library marks
    /// `isTitleKey`) that is a literal with interpolations.
    func noteTitleKeyLiteral(_ expr: Expr) {
        let literal = Compiler.unparenthesized(expr)
        if case .interpolation = literal.kind { titleKeyLiterals.insert(ObjectIdentifier(literal)) }
    }

    /// A string literal where a `LocalizedStringKey` is expected (a
    /// property, a parameter or a variable of that type: `Row(title:
    /// "Speed \(v, specifier: "%.1f")")`): a key, whose interpolation is
    /// SwiftUI's. Its value is the text shown, its type the key's. Nil for
    /// any other expression or expected type.
    func compileLocalizedKeyLiteral(_ expr: Expr, expected: StaticType) -> Compiled? {
        guard case .nominal(let info, _) = expected.wrappedIfOptional, let key = library.localizedStringKey, info === key
        else { return nil }
        switch expr.kind {
        case .string: break
        case .interpolation: titleKeyLiterals.insert(ObjectIdentifier(expr))
        default: return nil
        }
        let text = compileExpr(expr)
        return Compiled(eval: text.eval, type: .nominal(key, []))
    }

    /// Whether a call of the library's `name` on `receiver` shows its
    /// arguments as text: `print`, `debugPrint`, `dump`,
    /// `String(describing:)`.
    static func describesArguments(_ name: String, _ receiver: StaticType, _ labels: [String?]) -> Bool {
        if name == "init" { return labels == ["describing"] || labels == ["reflecting"] }
        return !receiver.isKnown && ["print", "debugPrint", "dump"].contains(name)
    }

    /// Refuses, by name, showing a `LocalizedStringKey` as text (printed,
    /// interpolated, `String(describing:)`): SwiftUI shows its table key
    /// and arguments, which StateLab does not keep. Reports at the first
    /// such value's position; whether one was refused.
    func refuseShownKey(_ types: [StaticType], _ positions: [SourcePosition]) -> Bool {
        guard Compiler.refuses else { return false }
        guard let key = library.localizedStringKey else { return false }
        for (type, position) in zip(types, positions) where type.wrappedIfOptional.nominalType === key {
            error(LanguageMessages.localizedKeyShown, at: position)
            return true
        }
        return false
    }

    /// One `\(value, specifier: …)` or `\(value, format: …)` segment: in a
    /// title's key, the text it shows; elsewhere a refusal (nil).
    func compileKeyInterpolation(_ value: Expr, _ label: String, _ argument: Expr, isTitleKey: Bool,
                                 at parenthesis: SourcePosition) -> ((Frame) throws(Unwind) -> String)? {
        let library = self.library, rt = self.rt
        switch label {
        case "specifier":
            guard isTitleKey else {
                error(LanguageMessages.incorrectArgumentLabels(have: "_:specifier:", expected: "_:default:", count: 1),
                      at: parenthesis)
                return nil
            }
            // `appendInterpolation<T: _FormatSpecifiable>(_:specifier:)`:
            // SwiftUI formats the integer and floating-point types only.
            let compiled = compileExpr(value)
            if !isFormatSpecifiable(compiled.type) {
                error(LanguageMessages.callRequiresConformance("instance method 'appendInterpolation(_:specifier:)'",
                                                               diagnosticName(compiled.type), "_FormatSpecifiable"),
                      at: parenthesis)
                return nil
            }
            let specifier = coerce(compileExpr(argument, expected: .string), to: .string).eval
            let eval = compiled.eval
            return { f throws(Unwind) in
                let format = try Library.string(try specifier(f), argument.position)
                return try library.format(format, [try eval(f)], rt: rt, at: value.position)
            }
        default:
            guard isTitleKey else {
                error(LanguageMessages.extraArgument(label), at: argument.anchor)
                return nil
            }
            // What `Text` shows for `\(x, format: style)`: `x.formatted(style)`.
            let formatted = Expr(.call(Expr(.member(value, "formatted"), value.position), [Argument(label: nil, value: argument)]),
                                 value.position)
            let compiled = compileExpr(formatted)
            return Compiler.describing(compiled.eval, library: library, rt: rt, at: value.position)
        }
    }

    /// Whether a value of this static type can be `specifier:`-formatted;
    /// a type not known is not judged.
    private func isFormatSpecifiable(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double: return true
        case .nominal(let info, _):
            if info === library.float || library.fixedWidthTypes.contains(where: { $0 === info }) || info.name == "CGFloat" {
                return true
            }
            // A program's type, or a library value that is no number (`Date`).
            return !Compiler.isProgramType(info) && info.conforms(to: "Numeric")
        case .bool, .string, .character, .array, .dictionary, .optional, .tuple, .labeledTuple, .function, .metatype, .void:
            return false
        case .unknown, .generic:
            return true
        }
    }
}

extension LanguageMessages {
    /// `print(title)`, `"\(title)"` with a `LocalizedStringKey` title:
    /// SwiftUI shows its table key and arguments.
    static let localizedKeyShown = Message.unsupported(
        "showing a LocalizedStringKey as text (SwiftUI prints its key and arguments, not what Text shows) — "
        + "show it with Text(key), or keep the String it is made from")
}
