/// What the interpreter asks of Foundation's internationalized half —
/// date, time zone and number formatting and locale-aware string
/// comparison, which ICU renders — as plain data. The executable does not
/// link that half (loading ICU costs more than a Swift hello-world's whole
/// start-up), so these questions go, as bytes, to `libStateLabFoundation`
/// (`FoundationBridge`), which answers them with Foundation itself: the
/// answers are Foundation's own, as they were when it was linked in.
package enum FoundationRequest: Equatable, Sendable {
    /// `Date.FormatStyle(date:time:locale:timeZone:)` applied to a date.
    case formatDate(seconds: Double, style: DateStyle)
    /// A `DateFormatter`, its settings replayed in the order they were made
    /// (a style set after a format replaces it, as in Foundation), writing
    /// a date…
    case formatterString(seconds: Double, settings: [DateFormatterSetting])
    /// … or reading one (seconds since 1970, or none).
    case formatterDate(text: String, settings: [DateFormatterSetting])
    /// A `DateFormatter`'s `dateFormat` after these settings.
    case formatterFormat(settings: [DateFormatterSetting])
    /// `TimeZone(identifier:)`: its identifier, or none for a zone Foundation
    /// does not know.
    case timeZone(identifier: String)
    /// `Locale(identifier:).identifier`.
    case locale(identifier: String)
    /// A number written by a format style (`.number`, `.percent`,
    /// `.currency(code:)` with precision, grouping and notation).
    case formatNumber(NumberSpec)
    /// A decimal `NumberFormatter` in `en_US` with these fraction digits.
    case decimal(value: Double, maximumFractionDigits: Int, minimumFractionDigits: Int)
    /// A string comparison: -1, 0 or 1.
    case compare(String, String, Comparison)
    /// `localizedCaseInsensitiveContains` / `localizedStandardContains`.
    case contains(String, String, localized: Containment)
    /// `range(of:options:)` with `.caseInsensitive`: the range in
    /// Characters, or none.
    case caseInsensitiveRange(of: String, in: String)
    /// Whether a predefined `CharacterSet` (`whitespaces`, `letters`, …,
    /// by its name) holds `scalar`: Foundation's tables, which follow an
    /// older Unicode than the standard library's in places.
    case namedSetContains(set: String, scalar: UInt32)
    /// `Date.ISO8601FormatStyle()` applied to a date (the interpreter
    /// writes most dates itself; these are the ones before the Gregorian
    /// calendar or past the year 9999).
    case iso8601(seconds: Double)
    /// `Date.FormatStyle.dateTime` with the fields a program chose
    /// (`.dateTime.hour().minute()`), in that order; none is the whole
    /// date and time.
    case formatDateFields(seconds: Double, fields: [DateField], locale: String, timeZone: String)

    /// One field of a `.dateTime` style: a symbol and its option, by code.
    package struct DateField: Equatable, Sendable {
        /// 0 year, 1 month, 2 day, 3 weekday, 4 hour, 5 minute, 6 second.
        package var symbol: UInt8
        /// 0: the symbol's method without an argument (`.month()`);
        /// otherwise the argument (`DateField.options`).
        package var option: UInt8

        package init(symbol: UInt8, option: UInt8) {
            self.symbol = symbol
            self.option = option
        }

        /// The symbols by name, in code order.
        package static let symbols = ["year", "month", "day", "weekday", "hour", "minute", "second"]
        /// Each symbol's arguments by name, from code 1 (`.month(.wide)`
        /// is month's 4). An hour's are made by `hourOption`.
        package static let options: [String: [String]] = [
            "year": ["defaultDigits", "twoDigits"],
            "month": ["defaultDigits", "twoDigits", "abbreviated", "wide", "narrow"],
            "day": ["defaultDigits", "twoDigits"],
            "weekday": ["abbreviated", "wide", "narrow", "short", "oneDigit", "twoDigits"],
            "minute": ["defaultDigits", "twoDigits"],
            "second": ["defaultDigits", "twoDigits"],
        ]
        /// `.hour(.twoDigits(amPM: .abbreviated))`'s kinds and AM/PM styles.
        package static let hourKinds = ["defaultDigits", "twoDigits", "conversationalDefaultDigits", "conversationalTwoDigits"]
        package static let amPMStyles = ["omitted", "narrow", "abbreviated", "wide"]
        package static func hourOption(kind: Int, amPM: Int) -> UInt8 { UInt8((kind + 1) << 2 | amPM) }
    }

    package struct DateStyle: Equatable, Sendable {
        /// `Date.FormatStyle.DateStyle`: 0 omitted, 1 numeric, 2 abbreviated, 3 long, 4 complete.
        package var date: UInt8?
        /// `Date.FormatStyle.TimeStyle`: 0 omitted, 1 shortened, 2 standard, 3 complete.
        package var time: UInt8?
        package var locale: String
        package var timeZone: String

        package init(date: UInt8?, time: UInt8?, locale: String, timeZone: String) {
            self.date = date
            self.time = time
            self.locale = locale
            self.timeZone = timeZone
        }
    }

    package enum DateFormatterSetting: Equatable, Sendable {
        case dateFormat(String)
        /// `DateFormatter.Style`'s raw value.
        case dateStyle(UInt8)
        case timeStyle(UInt8)
        case locale(String)
        case timeZone(String)
    }

    package struct NumberSpec: Equatable, Sendable {
        package enum Number: Equatable, Sendable { case integer(Int), floating(Double) }
        package enum Kind: Equatable, Sendable { case number, percent, currency(String) }
        package enum Precision: Equatable, Sendable {
            case fractionLength(Int, Int)
            case significantDigits(Int, Int)
            case integerLength(Int, Int)
            case integerAndFractionLength(integer: Int, fraction: Int)
        }
        package enum Option: Equatable, Sendable {
            case precision(Precision)
            /// `.automatic` or `.never`.
            case grouping(automatic: Bool)
            /// 0 automatic, 1 compactName, 2 scientific.
            case notation(UInt8)
        }

        package var value: Number
        package var kind: Kind
        package var options: [Option]

        package init(value: Number, kind: Kind, options: [Option]) {
            self.value = value
            self.kind = kind
            self.options = options
        }
    }

    package enum Comparison: UInt8, Sendable {
        case plain, caseInsensitive, localized, localizedCaseInsensitive, localizedStandard
    }

    package enum Containment: UInt8, Sendable {
        case caseInsensitive, standard
    }
}

/// Foundation's answer.
package enum FoundationAnswer: Equatable, Sendable {
    case text(String)
    case number(Double)
    case integer(Int)
    case flag(Bool)
    /// A range of Characters.
    case range(Int, Int)
    /// Foundation said nil.
    case none
}
