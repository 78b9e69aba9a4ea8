import SwiftSubsetAST

/// `Date.FormatStyle.dateTime` and its fields, as programs and SwiftUI
/// views write dates: `date.formatted(.dateTime.hour().minute())`,
/// `Text(date, format: .dateTime.day().month(.wide).year())`. Each field
/// method adds a symbol with its option (`.month(.wide)`,
/// `.hour(.twoDigits(amPM: .omitted))`); Foundation's library renders the
/// result, in `en_US` and UTC unless `.locale(_:)` says otherwise, so the
/// fields come out in the locale's order whatever order they were chosen in.
extension Library {
    func installDateTimeFields(_ style: TypeInfo, localeType: StaticType, localeOf: @escaping (Value) -> String) {
        let styleType: StaticType = .nominal(style, [])
        staticProperty(style, "dateTime", styleType) { _, _, _ throws(Unwind) in
            .native(DateStyleValue(.fields([], locale: LocaleValue.standard, timeZone: TimeZoneValue.standard)))
        }
        let symbol = TypeInfo(name: "Symbol", kind: .builtin)
        style.nestedTypes["Symbol"] = symbol
        typealias Field = FoundationRequest.DateField
        for (code, name) in Field.symbols.enumerated() {
            let typeName = name.prefix(1).uppercased() + name.dropFirst()
            let option = TypeInfo(name: typeName, kind: .builtin)
            symbol.nestedTypes[typeName] = option
            let optionType: StaticType = .nominal(option, [])
            if name == "hour" {
                let amPM = TypeInfo(name: "AMPMStyle", kind: .builtin)
                option.nestedTypes["AMPMStyle"] = amPM
                for (i, styleName) in Field.amPMStyles.enumerated() {
                    staticProperty(amPM, styleName, .nominal(amPM, [])) { _, _, _ throws(Unwind) in .native(DateFieldOption(UInt8(i))) }
                }
                for (kind, kindName) in Field.hourKinds.enumerated() {
                    staticMethod(option, "\(kindName)(amPM:)", optionType, types: [.nominal(amPM, [])]) { _, _, args, _ throws(Unwind) in
                        let style = Int((args[0].nativeObject as? DateFieldOption)?.code ?? 0)
                        return .native(DateFieldOption(Field.hourOption(kind: kind, amPM: style)))
                    }
                }
            } else {
                for (i, optionName) in (Field.options[name] ?? []).enumerated() {
                    staticProperty(option, optionName, optionType) { _, _, _ throws(Unwind) in .native(DateFieldOption(UInt8(i + 1))) }
                }
            }
            method(style, "\(name)(_?:)", styleType, types: [optionType]) { _, v, args, at throws(Unwind) in
                let chosen = (args[0].nativeObject as? DateFieldOption)?.code ?? 0
                return .native(try DateStyleValue.fields(of: v, at: at).adding(Field(symbol: UInt8(code), option: chosen)))
            }
        }
        method(style, "locale(_:)", styleType, types: [localeType]) { _, v, args, at throws(Unwind) in
            let current = try DateStyleValue.fields(of: v, at: at)
            guard case .fields(let fields, _, let zone) = current.style else { return v }
            return .native(DateStyleValue(.fields(fields, locale: localeOf(args[0]), timeZone: zone)))
        }
    }
}

/// An option of a `.dateTime` field (`.wide`, `.twoDigits(amPM:)`), by its
/// code (`FoundationRequest.DateField`).
final class DateFieldOption: NativeObject {
    let code: UInt8
    init(_ code: UInt8) { self.code = code }
}

extension DateStyleValue {
    /// `value` as a `.dateTime` style; a style made with `date:time:` or
    /// `.iso8601` has no fields to add to, and is refused by name rather
    /// than rendered otherwise than Foundation would.
    static func fields(of value: Value, at: SourcePosition) throws(Unwind) -> DateStyleValue {
        guard let style = value.nativeObject as? DateStyleValue else {
            throw .trap(Trap(message: LanguageMessages.expected("a date format style"), position: at))
        }
        guard case .fields = style.style else {
            throw .trap(Trap(message: LanguageMessages.unsupported("fields added to a Date.FormatStyle made with date:time: or .iso8601 (start from .dateTime)"),
                             position: at))
        }
        return style
    }

    /// This style with one more field.
    func adding(_ field: FoundationRequest.DateField) -> DateStyleValue {
        guard case .fields(let fields, let locale, let zone) = style else { return self }
        return DateStyleValue(.fields(fields + [field], locale: locale, timeZone: zone))
    }
}

extension Library {
    /// `value` — a `Date` — as the date format style `style` writes it
    /// (`Text(date, format: .dateTime.hour())`); nil when either is not one.
    package static func formattedDate(_ value: Value, style: Value, at: SourcePosition) throws(Unwind) -> String? {
        guard let style = style.nativeObject as? DateStyleValue,
              let date = value.unwrappedIfOptional.nativeObject as? DateValue else { return nil }
        return try style.format(date.seconds, at: at)
    }
}
