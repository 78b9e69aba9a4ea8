import SwiftSubsetAST

/// `.formatted()` on numbers and the number format styles learners write
/// (`.number`, `.percent`, `.currency(code:)`, with `.precision(…)`,
/// `.grouping(…)`, `.notation(…)`), rendered by Foundation's own format
/// styles in the `en_US` locale — what `Locale.current` gives on the
/// course's machines for numbers — so grouping and rounding are Swift's.
/// The styles are kept as data (`FoundationRequest.NumberSpec`) and
/// rendered by Foundation's library, loaded when a program first formats
/// a number (`FoundationBridge`).
extension Library {
    func installNumberFormatting() {
        let style = TypeInfo(name: "FormatStyle", kind: .builtin)
        let styleType: StaticType = .nominal(style, [])
        nativeTypes[NumberStyleValue.typeName] = style
        addType(style, named: "NumberFormatStyle")
        staticProperty(style, "number", styleType) { _, _, _ throws(Unwind) in .native(NumberStyleValue(.number)) }
        staticProperty(style, "percent", styleType) { _, _, _ throws(Unwind) in .native(NumberStyleValue(.percent)) }
        staticMethod(style, "currency(code:)", styleType) { _, _, args, at throws(Unwind) in
            .native(NumberStyleValue(.currency(try Library.string(args[0], at))))
        }

        let precision = TypeInfo(name: "Precision", kind: .builtin)
        let precisionType: StaticType = .nominal(precision, [])
        nativeTypes[NumberStyleOption.typeName] = precision
        typealias Precision = FoundationRequest.NumberSpec.Precision
        func lengths(_ v: Value, _ at: SourcePosition) throws(Unwind) -> ClosedRange<Int> {
            if case .range(let r) = v {
                let lo = try Library.int(r.lower, at)
                let hi = try r.upper.map { u throws(Unwind) in try Library.int(u, at) - (r.isClosed ? 0 : 1) } ?? 100
                guard lo <= hi else { throw .trap(Trap(message: LanguageMessages.rangeBounds, position: at)) }
                return lo...hi
            }
            let n = try Library.int(v, at)
            return n...n
        }
        for (name, make) in [("fractionLength", { (r: ClosedRange<Int>) in Precision.fractionLength(r.lowerBound, r.upperBound) }),
                             ("significantDigits", { Precision.significantDigits($0.lowerBound, $0.upperBound) }),
                             ("integerLength", { Precision.integerLength($0.lowerBound, $0.upperBound) })]
            as [(String, (ClosedRange<Int>) -> Precision)] {
            staticMethod(precision, "\(name)(_:)", precisionType) { _, _, args, at throws(Unwind) in
                .native(NumberStyleOption(.precision(make(try lengths(args[0], at)))))
            }
        }
        staticMethod(precision, "integerAndFractionLength(integer:fraction:)", precisionType) { _, _, args, at throws(Unwind) in
            .native(NumberStyleOption(.precision(.integerAndFractionLength(integer: try Library.int(args[0], at),
                                                                             fraction: try Library.int(args[1], at)))))
        }
        let grouping = TypeInfo(name: "Grouping", kind: .builtin)
        for (name, automatic) in [("automatic", true), ("never", false)] {
            staticProperty(grouping, name, .nominal(grouping, [])) { _, _, _ throws(Unwind) in .native(NumberStyleOption(.grouping(automatic: automatic))) }
        }
        let notation = TypeInfo(name: "Notation", kind: .builtin)
        for (code, name) in ["automatic", "compactName", "scientific"].enumerated() {
            staticProperty(notation, name, .nominal(notation, [])) { _, _, _ throws(Unwind) in .native(NumberStyleOption(.notation(UInt8(code)))) }
        }
        for (name, type) in [("precision(_:)", precisionType), ("grouping(_:)", .nominal(grouping, [])),
                             ("notation(_:)", .nominal(notation, []))] {
            method(style, name, styleType, types: [type]) { _, v, args, at throws(Unwind) in
                guard let base = v.nativeObject as? NumberStyleValue, let option = args[0].nativeObject as? NumberStyleOption else {
                    throw .trap(Trap(message: LanguageMessages.expected("a number format style"), position: at))
                }
                return .native(base.with(option.option))
            }
        }

        for type in [int, double, float] + fixedWidthTypes {
            method(type, "formatted()", .string) { _, v, _, at throws(Unwind) in
                .string(try NumberStyleValue(.number).render(v, at: at))
            }
            method(type, "formatted(_:)", .string, types: [styleType]) { _, v, args, at throws(Unwind) in
                guard let style = args[0].nativeObject as? NumberStyleValue else {
                    throw .trap(Trap(message: LanguageMessages.expected("a number format style"), position: at))
                }
                return .string(try style.render(v, at: at))
            }
        }
    }
}

/// A number format style: its kind and the options applied to it, in order.
final class NumberStyleValue: NativeObject {
    static let typeName = "FormatStyle"
    typealias Kind = FoundationRequest.NumberSpec.Kind
    typealias Option = FoundationRequest.NumberSpec.Option

    let kind: Kind
    let options: [Option]

    init(_ kind: Kind, options: [Option] = []) {
        self.kind = kind
        self.options = options
    }

    override var typeName: String { NumberStyleValue.typeName }

    func with(_ option: Option) -> NumberStyleValue { NumberStyleValue(kind, options: options + [option]) }

    /// `value` as Foundation's style writes it.
    func render(_ value: Value, at: SourcePosition) throws(Unwind) -> String {
        let number: FoundationRequest.NumberSpec.Number
        switch value.unwrappedIfOptional {
        case .int(let i): number = .integer(i)
        case .fixedWidth(let x): number = .integer(Int(clamping: x.value))
        case .float(let f): number = .floating(Double(f))
        case let v: number = .floating(try Library.double(v, at))
        }
        return try Library.foundationText(.formatNumber(.init(value: number, kind: kind, options: options)), at: at) ?? ""
    }
}

/// `.fractionLength(1)`, `.never`, `.compactName`: an option a style's
/// modifier takes.
final class NumberStyleOption: NativeObject {
    static let typeName = "NumberFormatOption"
    let option: NumberStyleValue.Option
    init(_ option: NumberStyleValue.Option) { self.option = option }
    override var typeName: String { NumberStyleOption.typeName }
}
