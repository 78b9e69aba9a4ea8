import Foundation

/// `.formatted()` on numbers and the number format styles learners write
/// (`.number`, `.percent`, `.currency(code:)`, with `.precision(…)`,
/// `.grouping(…)`, `.notation(…)`), rendered by Foundation's own format
/// styles in the `en_US` locale — what `Locale.current` gives on the
/// course's machines for numbers — so grouping and rounding are Swift's.
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
        typealias Precision = NumberFormatStyleConfiguration.Precision
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
        for (name, make) in [("fractionLength", { (r: ClosedRange<Int>) in Precision.fractionLength(r) }),
                             ("significantDigits", { Precision.significantDigits($0) }),
                             ("integerLength", { Precision.integerLength($0) })] as [(String, (ClosedRange<Int>) -> Precision)] {
            staticMethod(precision, "\(name)(_:)", precisionType) { _, _, args, at throws(Unwind) in
                .native(NumberStyleOption(.precision(make(try lengths(args[0], at)))))
            }
        }
        staticMethod(precision, "integerAndFractionLength(integer:fraction:)", precisionType) { _, _, args, at throws(Unwind) in
            .native(NumberStyleOption(.precision(.integerAndFractionLength(integer: try Library.int(args[0], at),
                                                                             fraction: try Library.int(args[1], at)))))
        }
        let grouping = TypeInfo(name: "Grouping", kind: .builtin)
        for (name, g) in [("automatic", NumberFormatStyleConfiguration.Grouping.automatic), ("never", .never)] {
            staticProperty(grouping, name, .nominal(grouping, [])) { _, _, _ throws(Unwind) in .native(NumberStyleOption(.grouping(g))) }
        }
        let notation = TypeInfo(name: "Notation", kind: .builtin)
        for (name, n) in [("automatic", NumberFormatStyleConfiguration.Notation.automatic), ("compactName", .compactName),
                          ("scientific", .scientific)] {
            staticProperty(notation, name, .nominal(notation, [])) { _, _, _ throws(Unwind) in .native(NumberStyleOption(.notation(n))) }
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

/// A number format style: its kind and the options applied to it.
final class NumberStyleValue: NativeObject {
    static let typeName = "FormatStyle"
    enum Kind { case number, percent, currency(String) }
    enum Option {
        case precision(NumberFormatStyleConfiguration.Precision)
        case grouping(NumberFormatStyleConfiguration.Grouping)
        case notation(NumberFormatStyleConfiguration.Notation)
    }

    let kind: Kind
    let options: [Option]

    init(_ kind: Kind, options: [Option] = []) {
        self.kind = kind
        self.options = options
    }

    override var typeName: String { NumberStyleValue.typeName }

    func with(_ option: Option) -> NumberStyleValue { NumberStyleValue(kind, options: options + [option]) }

    private static let locale = Locale(identifier: "en_US")

    func render(_ value: Value, at: SourcePosition) throws(Unwind) -> String {
        switch value.unwrappedIfOptional {
        case .int(let i): return render(integer: i)
        case .fixedWidth(let x): return render(integer: Int(clamping: x.value))
        case .float(let f): return render(floating: Double(f))
        case let v: return render(floating: try Library.double(v, at))
        }
    }

    private func render(integer i: Int) -> String {
        let l = NumberStyleValue.locale
        switch kind {
        case .number:
            var style = IntegerFormatStyle<Int>(locale: l)
            for option in options {
                switch option {
                case .precision(let p): style = style.precision(p)
                case .grouping(let g): style = style.grouping(g)
                case .notation(let n): style = style.notation(n)
                }
            }
            return i.formatted(style)
        case .percent:
            var style = IntegerFormatStyle<Int>.Percent(locale: l)
            for option in options {
                switch option {
                case .precision(let p): style = style.precision(p)
                case .grouping(let g): style = style.grouping(g)
                case .notation(let n): style = style.notation(n)
                }
            }
            return i.formatted(style)
        case .currency(let code):
            var style = IntegerFormatStyle<Int>.Currency(code: code, locale: l)
            for option in options {
                switch option {
                case .precision(let p): style = style.precision(p)
                case .grouping(let g): style = style.grouping(g)
                case .notation: break
                }
            }
            return i.formatted(style)
        }
    }

    private func render(floating d: Double) -> String {
        let l = NumberStyleValue.locale
        switch kind {
        case .number:
            var style = FloatingPointFormatStyle<Double>(locale: l)
            for option in options {
                switch option {
                case .precision(let p): style = style.precision(p)
                case .grouping(let g): style = style.grouping(g)
                case .notation(let n): style = style.notation(n)
                }
            }
            return d.formatted(style)
        case .percent:
            var style = FloatingPointFormatStyle<Double>.Percent(locale: l)
            for option in options {
                switch option {
                case .precision(let p): style = style.precision(p)
                case .grouping(let g): style = style.grouping(g)
                case .notation(let n): style = style.notation(n)
                }
            }
            return d.formatted(style)
        case .currency(let code):
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: l)
            for option in options {
                switch option {
                case .precision(let p): style = style.precision(p)
                case .grouping(let g): style = style.grouping(g)
                case .notation: break
                }
            }
            return d.formatted(style)
        }
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
