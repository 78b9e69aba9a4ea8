import SwiftSubsetAST

/// Dates beyond `Date()`: building and comparing them, `TimeZone` and
/// `Locale`, `Date.FormatStyle(date:time:locale:timeZone:)`, `.iso8601`,
/// and `DateFormatter` — all rendered by Foundation itself: ISO 8601 here,
/// the rest by Foundation's library, which links ICU and is loaded only
/// when a program formats a date (`FoundationBridge`). Without an
/// explicit locale and time zone a date renders in `en_US` and UTC, so a
/// transcript is the same on every machine.
extension Library {
    func installDates() {
        guard let date = types["Date"] else { return }
        let dateType: StaticType = .nominal(date, [])
        date.conformances = ["Equatable", "Hashable", "Comparable", "Strideable"].compactMap { types[$0] }
        func seconds(_ v: Value, _ at: SourcePosition) throws(Unwind) -> Double {
            guard let d = v.unwrappedIfOptional.nativeObject as? DateValue else {
                throw .trap(Trap(message: LanguageMessages.expected("a Date"), position: at))
            }
            return d.seconds
        }
        staticMethod(date, "init(timeIntervalSince1970:)", dateType) { _, _, args, at throws(Unwind) in
            .native(DateValue(seconds: try Library.double(args[0], at)))
        }
        staticMethod(date, "init(timeIntervalSinceNow:)", dateType) { rt, _, args, at throws(Unwind) in
            .native(DateValue(seconds: DateValue.epoch + Double(rt.scheduler.now) / 1e9 + (try Library.double(args[0], at))))
        }
        staticMethod(date, "init(timeInterval:since:)", dateType) { _, _, args, at throws(Unwind) in
            .native(DateValue(seconds: try seconds(args[1], at) + (try Library.double(args[0], at))))
        }
        method(date, "addingTimeInterval(_:)", dateType) { _, v, args, at throws(Unwind) in
            .native(DateValue(seconds: try seconds(v, at) + (try Library.double(args[0], at))))
        }
        // Date is Strideable by TimeInterval.
        method(date, "advanced(by:)", dateType) { _, v, args, at throws(Unwind) in
            .native(DateValue(seconds: try seconds(v, at) + (try Library.double(args[0], at))))
        }
        method(date, "distance(to:)", .double) { _, v, args, at throws(Unwind) in
            .double(try seconds(args[0], at) - (try seconds(v, at)))
        }
        property(date, "timeIntervalSinceNow", .double) { rt, v, at throws(Unwind) in
            .double(try seconds(v, at) - (DateValue.epoch + Double(rt.scheduler.now) / 1e9))
        }
        staticProperty(date, "distantPast", dateType) { _, _, _ throws(Unwind) in .native(DateValue(seconds: -62_135_769_600)) }
        staticProperty(date, "distantFuture", dateType) { _, _, _ throws(Unwind) in .native(DateValue(seconds: 64_092_211_200)) }

        // TimeZone and Locale: identifiers, which Foundation's library
        // checks and writes when a program asks (loading ICU only then).
        let zone = TypeInfo(name: "TimeZone", kind: .builtin)
        addType(zone)
        nativeTypes[TimeZoneValue.typeName] = zone
        let zoneType: StaticType = .nominal(zone, [])
        staticMethod(zone, "init(identifier:)", .optional(zoneType)) { _, _, args, at throws(Unwind) in
            let asked = try Library.string(args[0], at)
            return try Library.foundationText(.timeZone(identifier: asked), at: at).map { .some(.native(TimeZoneValue($0, canonical: true))) } ?? .none
        }
        staticMethod(zone, "init(secondsFromGMT:)", .optional(zoneType)) { _, _, args, at throws(Unwind) in
            TimeZoneValue.identifier(secondsFromGMT: try Library.int(args[0], at)).map { .some(.native(TimeZoneValue($0, canonical: true))) } ?? .none
        }
        for name in ["current", "gmt", "autoupdatingCurrent"] {
            staticProperty(zone, name, zoneType) { _, _, _ throws(Unwind) in .native(TimeZoneValue(TimeZoneValue.standard)) }
        }
        property(zone, "identifier", .string) { _, v, at throws(Unwind) in
            .string(try (v.nativeObject as? TimeZoneValue)?.identifier(at: at) ?? "")
        }
        let locale = TypeInfo(name: "Locale", kind: .builtin)
        addType(locale)
        nativeTypes[LocaleValue.typeName] = locale
        let localeType: StaticType = .nominal(locale, [])
        staticMethod(locale, "init(identifier:)", localeType) { _, _, args, at throws(Unwind) in
            .native(LocaleValue(try Library.string(args[0], at)))
        }
        for name in ["current", "autoupdatingCurrent"] {
            staticProperty(locale, name, localeType) { _, _, _ throws(Unwind) in .native(LocaleValue(LocaleValue.standard)) }
        }
        property(locale, "identifier", .string) { _, v, at throws(Unwind) in
            .string(try (v.nativeObject as? LocaleValue)?.identifier(at: at) ?? "")
        }
        func zoneOf(_ v: Value) -> String { (v.unwrappedIfOptional.nativeObject as? TimeZoneValue)?.requested ?? TimeZoneValue.standard }
        func localeOf(_ v: Value) -> String { (v.unwrappedIfOptional.nativeObject as? LocaleValue)?.requested ?? LocaleValue.standard }

        // Date.FormatStyle
        let style = TypeInfo(name: "FormatStyle", kind: .builtin)
        date.nestedTypes["FormatStyle"] = style
        addType(style)
        nativeTypes[DateStyleValue.typeName] = style
        let styleType: StaticType = .nominal(style, [])
        let dateStyle = TypeInfo(name: "DateStyle", kind: .builtin)
        let timeStyle = TypeInfo(name: "TimeStyle", kind: .builtin)
        style.nestedTypes["DateStyle"] = dateStyle
        style.nestedTypes["TimeStyle"] = timeStyle
        // Codes of Date.FormatStyle.DateStyle and TimeStyle (FoundationRequest.DateStyle).
        for (code, name) in ["omitted", "numeric", "abbreviated", "long", "complete"].enumerated() {
            staticProperty(dateStyle, name, .nominal(dateStyle, [])) { _, _, _ throws(Unwind) in .native(DateStyleOption(date: UInt8(code))) }
        }
        for (code, name) in ["omitted", "shortened", "standard", "complete"].enumerated() {
            staticProperty(timeStyle, name, .nominal(timeStyle, [])) { _, _, _ throws(Unwind) in .native(DateStyleOption(time: UInt8(code))) }
        }
        staticMethod(style, "init(date?:time?:locale?:timeZone?:)", styleType,
                     types: [.nominal(dateStyle, []), .nominal(timeStyle, []), localeType, zoneType]) { _, _, args, _ throws(Unwind) in
            var d = (args[0].nativeObject as? DateStyleOption)?.date
            var t = (args[1].nativeObject as? DateStyleOption)?.time
            if d == nil && t == nil { (d, t) = (1, 1) }
            return .native(DateStyleValue(.style(.init(date: d, time: t, locale: localeOf(args[2]), timeZone: zoneOf(args[3])))))
        }
        staticProperty(style, "iso8601", styleType) { _, _, _ throws(Unwind) in .native(DateStyleValue(.iso8601)) }
        installDateTimeFields(style, localeType: localeType, localeOf: localeOf)
        method(date, "formatted()", .string) { _, v, _, at throws(Unwind) in
            let f = FoundationRequest.DateStyle(date: 1, time: 1, locale: LocaleValue.standard, timeZone: TimeZoneValue.standard)
            return .string(try DateStyleValue(.style(f)).format(try seconds(v, at), at: at))
        }
        method(date, "formatted(date:time:)", .string, types: [.nominal(dateStyle, []), .nominal(timeStyle, [])]) { _, v, args, at throws(Unwind) in
            let f = FoundationRequest.DateStyle(date: (args[0].nativeObject as? DateStyleOption)?.date ?? 0,
                                                time: (args[1].nativeObject as? DateStyleOption)?.time ?? 0,
                                                locale: LocaleValue.standard, timeZone: TimeZoneValue.standard)
            return .string(try DateStyleValue(.style(f)).format(try seconds(v, at), at: at))
        }
        method(date, "formatted(_:)", .string, types: [styleType]) { _, v, args, at throws(Unwind) in
            guard let s = args[0].nativeObject as? DateStyleValue else {
                throw .trap(Trap(message: LanguageMessages.expected("a date format style"), position: at))
            }
            return .string(try s.format(try seconds(v, at), at: at))
        }

        installDateFormatter(dateType: dateType, localeType: localeType, zoneType: zoneType,
                             zoneOf: zoneOf, localeOf: localeOf, seconds: seconds)
    }

    private func installDateFormatter(dateType: StaticType, localeType: StaticType, zoneType: StaticType,
                                      zoneOf: @escaping (Value) -> String, localeOf: @escaping (Value) -> String,
                                      seconds: @escaping (Value, SourcePosition) throws(Unwind) -> Double) {
        let formatter = TypeInfo(name: "DateFormatter", kind: .builtin)
        addType(formatter)
        nativeTypes[DateFormatterValue.typeName] = formatter
        let styleInfo = TypeInfo(name: "Style", kind: .builtin)
        formatter.nestedTypes["Style"] = styleInfo
        // DateFormatter.Style's raw values.
        for (raw, name) in ["none", "short", "medium", "long", "full"].enumerated() {
            staticProperty(styleInfo, name, .nominal(styleInfo, [])) { _, _, _ throws(Unwind) in .int(raw) }
        }
        staticMethod(formatter, "init()", .nominal(formatter, [])) { _, _, _, _ throws(Unwind) in .native(DateFormatterValue()) }
        func host(_ v: Value) -> DateFormatterValue? { v.nativeObject as? DateFormatterValue }
        property(formatter, "locale", localeType, set: { _, v, new, _ throws(Unwind) in host(v)?.settings.append(.locale(localeOf(new))) }) { _, v, _ throws(Unwind) in
            .native(LocaleValue(host(v)?.locale ?? LocaleValue.standard))
        }
        property(formatter, "timeZone", zoneType, set: { _, v, new, _ throws(Unwind) in host(v)?.settings.append(.timeZone(zoneOf(new))) }) { _, v, _ throws(Unwind) in
            .native(TimeZoneValue(host(v)?.timeZone ?? TimeZoneValue.standard))
        }
        property(formatter, "dateFormat", .string, set: { _, v, new, at throws(Unwind) in
            host(v)?.settings.append(.dateFormat(try Library.string(new, at)))
        }) { _, v, at throws(Unwind) in
            guard let f = host(v) else { return .string("") }
            return .string(try Library.foundationText(.formatterFormat(settings: f.settings), at: at) ?? "")
        }
        for name in ["dateStyle", "timeStyle"] {
            property(formatter, name, .nominal(styleInfo, []), set: { _, v, new, at throws(Unwind) in
                let raw = UInt8(clamping: max(0, min(4, try Library.int(new, at))))
                host(v)?.settings.append(name == "dateStyle" ? .dateStyle(raw) : .timeStyle(raw))
            }) { _, v, _ throws(Unwind) in
                .int(Int((name == "dateStyle" ? host(v)?.dateStyle : host(v)?.timeStyle) ?? 0))
            }
        }
        method(formatter, "string(from:)", .string) { _, v, args, at throws(Unwind) in
            guard let f = host(v) else { return .string("") }
            return .string(try Library.foundationText(.formatterString(seconds: try seconds(args[0], at), settings: f.settings), at: at) ?? "")
        }
        method(formatter, "date(from:)", .optional(dateType)) { _, v, args, at throws(Unwind) in
            guard let f = host(v) else { return .none }
            let answer = try Library.foundation(.formatterDate(text: try Library.string(args[0], at), settings: f.settings), at: at)
            if case .number(let s) = answer { return .some(.native(DateValue(seconds: s))) }
            return .none
        }
    }

    /// `date + 60`, `date - 60`.
    func dateBinary(_ op: String, _ a: Value, _ b: Value) -> Value? {
        guard let d = a.nativeObject as? DateValue, let n = b.numeric, op == "+" || op == "-" else { return nil }
        return .native(DateValue(seconds: op == "+" ? d.seconds + n : d.seconds - n))
    }
}

/// A time zone, by identifier: the one a program asked for, and the
/// identifier Foundation gives it (asked of Foundation's library when a
/// program reads it, unless Foundation already gave it).
final class TimeZoneValue: NativeObject {
    static let typeName = "TimeZone"
    /// The zone a date renders in without one: fixed, so a transcript is
    /// the same on every machine.
    static let standard = "UTC"
    let requested: String
    private var canonical: String?

    init(_ identifier: String, canonical: Bool = false) {
        requested = identifier
        self.canonical = canonical ? identifier : nil
    }

    func identifier(at: SourcePosition?) throws(Unwind) -> String {
        if let canonical { return canonical }
        let found = try Library.foundationText(.timeZone(identifier: requested), at: at) ?? requested
        canonical = found
        return found
    }

    override var typeName: String { TimeZoneValue.typeName }
    override var description: String { ((try? identifier(at: nil)) ?? requested) + " (fixed)" }

    /// The identifier of `TimeZone(secondsFromGMT:)`, as Foundation gives
    /// it: `GMT`, or `GMT+hhmm` / `GMT-hhmm` with the offset rounded to
    /// the nearest minute (half a minute away from zero); nil beyond
    /// eighteen hours either way.
    static func identifier(secondsFromGMT seconds: Int) -> String? {
        guard abs(seconds) <= 18 * 3_600 else { return nil }
        let minutes = (abs(seconds) + 30) / 60
        guard minutes > 0 else { return "GMT" }
        let digits = String(minutes / 60 * 100 + minutes % 60)
        return "GMT" + (seconds < 0 ? "-" : "+") + String(repeating: "0", count: 4 - digits.count) + digits
    }
}

/// A locale, by identifier (Foundation writes its `identifier`).
final class LocaleValue: NativeObject {
    static let typeName = "Locale"
    /// The locale numbers and dates render in without one.
    static let standard = "en_US"
    let requested: String
    private var canonical: String?

    init(_ identifier: String) {
        requested = identifier
    }

    func identifier(at: SourcePosition?) throws(Unwind) -> String {
        if let canonical { return canonical }
        let found = try Library.foundationText(.locale(identifier: requested), at: at) ?? requested
        canonical = found
        return found
    }

    override var typeName: String { LocaleValue.typeName }
    override var description: String { ((try? identifier(at: nil)) ?? requested) + " (fixed)" }
}

/// A date format style: how it renders a date.
final class DateStyleValue: NativeObject {
    static let typeName = "Date.FormatStyle"
    enum Style {
        case style(FoundationRequest.DateStyle)
        case iso8601
        /// `.dateTime` and the fields chosen on it (`.hour().minute()`).
        case fields([FoundationRequest.DateField], locale: String, timeZone: String)
    }

    let style: Style
    init(_ style: Style) { self.style = style }
    override var typeName: String { DateStyleValue.typeName }

    /// The date `seconds` after 1970 as this style writes it.
    func format(_ seconds: Double, at: SourcePosition?) throws(Unwind) -> String {
        switch style {
        case .iso8601:
            return DateValue.iso8601(seconds)
        case .style(let s):
            return try Library.foundationText(.formatDate(seconds: seconds, style: s), at: at) ?? ""
        case .fields(let fields, let locale, let timeZone):
            return try Library.foundationText(.formatDateFields(seconds: seconds, fields: fields, locale: locale, timeZone: timeZone),
                                              at: at) ?? ""
        }
    }
}

/// `.abbreviated`, `.shortened`: a date or time style argument, by its
/// code (`FoundationRequest.DateStyle`).
final class DateStyleOption: NativeObject {
    let date: UInt8?
    let time: UInt8?
    init(date: UInt8? = nil, time: UInt8? = nil) {
        self.date = date
        self.time = time
    }
}

/// A `DateFormatter`: a class, shared by every reference to it. It keeps
/// what the program set, in order; Foundation's library makes the real
/// formatter from them whenever it writes or reads a date.
final class DateFormatterValue: NativeObject {
    static let typeName = "DateFormatter"
    var settings: [FoundationRequest.DateFormatterSetting] = []
    override var typeName: String { DateFormatterValue.typeName }

    var locale: String? {
        settings.lazy.compactMap { if case .locale(let l) = $0 { return l } else { return nil } }.last
    }

    var timeZone: String? {
        settings.lazy.compactMap { if case .timeZone(let z) = $0 { return z } else { return nil } }.last
    }

    var dateStyle: UInt8? {
        settings.lazy.compactMap { if case .dateStyle(let s) = $0 { return s } else { return nil } }.last
    }

    var timeStyle: UInt8? {
        settings.lazy.compactMap { if case .timeStyle(let s) = $0 { return s } else { return nil } }.last
    }
}

extension Library {
    /// `value` — a `Date` — as `formatted(date:time:)` writes it with these
    /// style codes (`FoundationRequest.DateStyle`), in the runtime's locale
    /// and time zone; nil when `value` is no Date. For a library outside
    /// this module that shows dates (SwiftUI's `Text(_:style:)`).
    package static func formattedDate(_ value: Value, date: UInt8, time: UInt8, at: SourcePosition) throws(Unwind) -> String? {
        guard let d = value.unwrappedIfOptional.nativeObject as? DateValue else { return nil }
        return try formattedDate(seconds: d.seconds, date: date, time: time, at: at)
    }

    /// A date given as seconds since 1970, as `formattedDate` writes it.
    package static func formattedDate(seconds: Double, date: UInt8, time: UInt8, at: SourcePosition) throws(Unwind) -> String {
        let style = FoundationRequest.DateStyle(date: date, time: time, locale: LocaleValue.standard, timeZone: TimeZoneValue.standard)
        return try DateStyleValue(.style(style)).format(seconds, at: at)
    }

    /// A `Date`'s seconds since 1970; nil when `value` is no Date (for
    /// SwiftUI's `DatePicker`, which edits one).
    package static func dateSeconds(_ value: Value) -> Double? {
        (value.unwrappedIfOptional.nativeObject as? DateValue)?.seconds
    }

    /// The `Date` `seconds` after 1970.
    package static func date(seconds: Double) -> Value { .native(DateValue(seconds: seconds)) }
}
