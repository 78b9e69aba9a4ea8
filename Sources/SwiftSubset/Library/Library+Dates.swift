import Foundation

/// Dates beyond `Date()`: building and comparing them, `TimeZone` and
/// `Locale`, `Date.FormatStyle(date:time:locale:timeZone:)`, `.iso8601`,
/// and `DateFormatter` — all rendered by Foundation itself. Without an
/// explicit locale and time zone a date renders in `en_US` and UTC, so a
/// transcript is the same on every machine.
extension Library {
    func installDates() {
        guard let date = types["Date"] else { return }
        let dateType: StaticType = .nominal(date, [])
        date.conformances = ["Equatable", "Hashable", "Comparable"].compactMap { types[$0] }
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

        // TimeZone and Locale
        let timeZone = TimeZone(identifier: "UTC")!
        let zone = TypeInfo(name: "TimeZone", kind: .builtin)
        addType(zone)
        nativeTypes[TimeZoneValue.typeName] = zone
        let zoneType: StaticType = .nominal(zone, [])
        staticMethod(zone, "init(identifier:)", .optional(zoneType)) { _, _, args, at throws(Unwind) in
            TimeZone(identifier: try Library.string(args[0], at)).map { .some(.native(TimeZoneValue($0))) } ?? .none
        }
        staticMethod(zone, "init(secondsFromGMT:)", .optional(zoneType)) { _, _, args, at throws(Unwind) in
            TimeZone(secondsFromGMT: try Library.int(args[0], at)).map { .some(.native(TimeZoneValue($0))) } ?? .none
        }
        for name in ["current", "gmt", "autoupdatingCurrent"] {
            staticProperty(zone, name, zoneType) { _, _, _ throws(Unwind) in .native(TimeZoneValue(timeZone)) }
        }
        property(zone, "identifier", .string) { _, v, _ throws(Unwind) in .string((v.nativeObject as? TimeZoneValue)?.zone.identifier ?? "") }
        let defaultLocale = Locale(identifier: "en_US")
        let locale = TypeInfo(name: "Locale", kind: .builtin)
        addType(locale)
        nativeTypes[LocaleValue.typeName] = locale
        let localeType: StaticType = .nominal(locale, [])
        staticMethod(locale, "init(identifier:)", localeType) { _, _, args, at throws(Unwind) in
            .native(LocaleValue(Locale(identifier: try Library.string(args[0], at))))
        }
        for name in ["current", "autoupdatingCurrent"] {
            staticProperty(locale, name, localeType) { _, _, _ throws(Unwind) in .native(LocaleValue(defaultLocale)) }
        }
        property(locale, "identifier", .string) { _, v, _ throws(Unwind) in .string((v.nativeObject as? LocaleValue)?.locale.identifier ?? "") }
        func zoneOf(_ v: Value) -> TimeZone { (v.unwrappedIfOptional.nativeObject as? TimeZoneValue)?.zone ?? timeZone }
        func localeOf(_ v: Value) -> Locale { (v.unwrappedIfOptional.nativeObject as? LocaleValue)?.locale ?? defaultLocale }

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
        let dateStyles: [(String, Date.FormatStyle.DateStyle)] = [("omitted", .omitted), ("numeric", .numeric),
                                                                  ("abbreviated", .abbreviated), ("long", .long), ("complete", .complete)]
        for (name, s) in dateStyles {
            staticProperty(dateStyle, name, .nominal(dateStyle, [])) { _, _, _ throws(Unwind) in .native(DateStyleOption(date: s)) }
        }
        let timeStyles: [(String, Date.FormatStyle.TimeStyle)] = [("omitted", .omitted), ("shortened", .shortened),
                                                                  ("standard", .standard), ("complete", .complete)]
        for (name, s) in timeStyles {
            staticProperty(timeStyle, name, .nominal(timeStyle, [])) { _, _, _ throws(Unwind) in .native(DateStyleOption(time: s)) }
        }
        staticMethod(style, "init(date?:time?:locale?:timeZone?:)", styleType,
                     types: [.nominal(dateStyle, []), .nominal(timeStyle, []), localeType, zoneType]) { _, _, args, _ throws(Unwind) in
            let d = (args[0].nativeObject as? DateStyleOption)?.date
            let t = (args[1].nativeObject as? DateStyleOption)?.time
            var f = Date.FormatStyle(date: d, time: t, locale: localeOf(args[2]), timeZone: zoneOf(args[3]))
            if d == nil && t == nil { f = Date.FormatStyle(date: .numeric, time: .shortened, locale: localeOf(args[2]), timeZone: zoneOf(args[3])) }
            return .native(DateStyleValue { f.format($0) })
        }
        staticProperty(style, "iso8601", styleType) { _, _, _ throws(Unwind) in
            .native(DateStyleValue { $0.formatted(Date.ISO8601FormatStyle()) })
        }
        method(date, "formatted()", .string) { _, v, _, at throws(Unwind) in
            let f = Date.FormatStyle(date: .numeric, time: .shortened, locale: defaultLocale, timeZone: timeZone)
            return .string(f.format(Date(timeIntervalSince1970: try seconds(v, at))))
        }
        method(date, "formatted(date:time:)", .string, types: [.nominal(dateStyle, []), .nominal(timeStyle, [])]) { _, v, args, at throws(Unwind) in
            let f = Date.FormatStyle(date: (args[0].nativeObject as? DateStyleOption)?.date ?? .omitted,
                                     time: (args[1].nativeObject as? DateStyleOption)?.time ?? .omitted,
                                     locale: defaultLocale, timeZone: timeZone)
            return .string(f.format(Date(timeIntervalSince1970: try seconds(v, at))))
        }
        method(date, "formatted(_:)", .string, types: [styleType]) { _, v, args, at throws(Unwind) in
            guard let s = args[0].nativeObject as? DateStyleValue else {
                throw .trap(Trap(message: LanguageMessages.expected("a date format style"), position: at))
            }
            return .string(s.format(Date(timeIntervalSince1970: try seconds(v, at))))
        }

        installDateFormatter(dateType: dateType, localeType: localeType, zoneType: zoneType,
                             zoneOf: zoneOf, localeOf: localeOf, seconds: seconds)
    }

    private func installDateFormatter(dateType: StaticType, localeType: StaticType, zoneType: StaticType,
                                      zoneOf: @escaping (Value) -> TimeZone, localeOf: @escaping (Value) -> Locale,
                                      seconds: @escaping (Value, SourcePosition) throws(Unwind) -> Double) {
        let formatter = TypeInfo(name: "DateFormatter", kind: .builtin)
        addType(formatter)
        nativeTypes[DateFormatterValue.typeName] = formatter
        let styleInfo = TypeInfo(name: "Style", kind: .builtin)
        formatter.nestedTypes["Style"] = styleInfo
        let styles: [(String, DateFormatter.Style)] = [("none", .none), ("short", .short), ("medium", .medium), ("long", .long), ("full", .full)]
        for (name, s) in styles {
            staticProperty(styleInfo, name, .nominal(styleInfo, [])) { _, _, _ throws(Unwind) in .int(Int(s.rawValue)) }
        }
        staticMethod(formatter, "init()", .nominal(formatter, [])) { _, _, _, _ throws(Unwind) in .native(DateFormatterValue()) }
        func host(_ v: Value) -> DateFormatter? { (v.nativeObject as? DateFormatterValue)?.formatter }
        property(formatter, "locale", localeType, set: { _, v, new, _ throws(Unwind) in host(v)?.locale = localeOf(new) }) { _, v, _ throws(Unwind) in
            .native(LocaleValue(host(v)?.locale ?? Locale(identifier: "en_US")))
        }
        property(formatter, "timeZone", zoneType, set: { _, v, new, _ throws(Unwind) in host(v)?.timeZone = zoneOf(new) }) { _, v, _ throws(Unwind) in
            .native(TimeZoneValue(host(v)?.timeZone ?? TimeZone(identifier: "UTC")!))
        }
        property(formatter, "dateFormat", .string, set: { _, v, new, at throws(Unwind) in host(v)?.dateFormat = try Library.string(new, at) }) { _, v, _ throws(Unwind) in
            .string(host(v)?.dateFormat ?? "")
        }
        for name in ["dateStyle", "timeStyle"] {
            property(formatter, name, .nominal(styleInfo, []), set: { _, v, new, at throws(Unwind) in
                let s = DateFormatter.Style(rawValue: UInt(try Library.int(new, at))) ?? .none
                if name == "dateStyle" { host(v)?.dateStyle = s } else { host(v)?.timeStyle = s }
            }) { _, v, _ throws(Unwind) in
                .int(Int((name == "dateStyle" ? host(v)?.dateStyle : host(v)?.timeStyle)?.rawValue ?? 0))
            }
        }
        method(formatter, "string(from:)", .string) { _, v, args, at throws(Unwind) in
            .string(host(v)?.string(from: Date(timeIntervalSince1970: try seconds(args[0], at))) ?? "")
        }
        method(formatter, "date(from:)", .optional(dateType)) { _, v, args, at throws(Unwind) in
            (host(v)?.date(from: try Library.string(args[0], at))).map { .some(.native(DateValue(seconds: $0.timeIntervalSince1970))) } ?? .none
        }
    }

    /// `date + 60`, `date - 60`.
    func dateBinary(_ op: String, _ a: Value, _ b: Value) -> Value? {
        guard let d = a.nativeObject as? DateValue, let n = b.numeric, op == "+" || op == "-" else { return nil }
        return .native(DateValue(seconds: op == "+" ? d.seconds + n : d.seconds - n))
    }
}

final class TimeZoneValue: NativeObject {
    static let typeName = "TimeZone"
    let zone: TimeZone
    init(_ zone: TimeZone) { self.zone = zone }
    override var typeName: String { TimeZoneValue.typeName }
    override var description: String { zone.identifier + " (fixed)" }
}

final class LocaleValue: NativeObject {
    static let typeName = "Locale"
    let locale: Locale
    init(_ locale: Locale) { self.locale = locale }
    override var typeName: String { LocaleValue.typeName }
    override var description: String { locale.identifier + " (fixed)" }
}

/// A date format style: how it renders a date.
final class DateStyleValue: NativeObject {
    static let typeName = "Date.FormatStyle"
    let format: (Date) -> String
    init(_ format: @escaping (Date) -> String) { self.format = format }
    override var typeName: String { DateStyleValue.typeName }
}

/// `.abbreviated`, `.shortened`: a date or time style argument.
final class DateStyleOption: NativeObject {
    let date: Date.FormatStyle.DateStyle?
    let time: Date.FormatStyle.TimeStyle?
    init(date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil) {
        self.date = date
        self.time = time
    }
}

/// A `DateFormatter`: a class, shared by every reference to it.
final class DateFormatterValue: NativeObject {
    static let typeName = "DateFormatter"
    let formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }()
    override var typeName: String { DateFormatterValue.typeName }
}
