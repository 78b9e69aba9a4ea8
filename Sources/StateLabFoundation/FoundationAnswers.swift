import Foundation
import SwiftSubsetAST

/// Foundation's answers to `FoundationRequest`s, given by Foundation
/// itself (and ICU behind it): the formatting and comparing the
/// interpreter's library does for programs, in this library so that
/// `statelab` loads Foundation's internationalized half only when a
/// program needs it.
enum FoundationAnswers {
    static func answer(_ request: FoundationRequest) -> FoundationAnswer {
        switch request {
        case .formatDate(let seconds, let style):
            let format = Date.FormatStyle(date: style.date.map(dateStyle), time: style.time.map(timeStyle),
                                          locale: Locale(identifier: style.locale), timeZone: zone(style.timeZone))
            return .text(format.format(Date(timeIntervalSince1970: seconds)))
        case .formatterString(let seconds, let settings):
            return .text(formatter(settings).string(from: Date(timeIntervalSince1970: seconds)))
        case .formatterDate(let text, let settings):
            return formatter(settings).date(from: text).map { .number($0.timeIntervalSince1970) } ?? .none
        case .formatterFormat(let settings):
            return .text(formatter(settings).dateFormat ?? "")
        case .timeZone(let identifier):
            return TimeZone(identifier: identifier).map { .text($0.identifier) } ?? .none
        case .locale(let identifier):
            return .text(Locale(identifier: identifier).identifier)
        case .formatNumber(let spec):
            return .text(NumberStyles.render(spec))
        case .decimal(let value, let maximum, let minimum):
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = maximum
            formatter.minimumFractionDigits = minimum
            return .text(formatter.string(from: NSNumber(value: value)) ?? "\(value)")
        case .compare(let a, let b, let kind):
            let result: ComparisonResult
            switch kind {
            case .plain: result = a.compare(b)
            case .caseInsensitive: result = a.compare(b, options: .caseInsensitive)
            case .localized: result = a.localizedCompare(b)
            case .localizedCaseInsensitive: result = a.localizedCaseInsensitiveCompare(b)
            case .localizedStandard: result = a.localizedStandardCompare(b)
            }
            return .integer(result.rawValue)
        case .contains(let a, let b, let kind):
            switch kind {
            case .caseInsensitive: return .flag(a.localizedCaseInsensitiveContains(b))
            case .standard: return .flag(a.localizedStandardContains(b))
            }
        case .caseInsensitiveRange(let needle, let haystack):
            guard let r = haystack.range(of: needle, options: .caseInsensitive) else { return .none }
            return .range(haystack.distance(from: haystack.startIndex, to: r.lowerBound),
                          haystack.distance(from: haystack.startIndex, to: r.upperBound))
        case .namedSetContains(let name, let value):
            guard let set = namedSets[name], let scalar = Unicode.Scalar(value) else { return .none }
            return .flag(set.contains(scalar))
        case .iso8601(let seconds):
            return .text(Date(timeIntervalSince1970: seconds).formatted(Date.ISO8601FormatStyle()))
        case .formatDateFields(let seconds, let fields, let locale, let timeZone):
            var style = DateFields.style(fields).locale(Locale(identifier: locale))
            style.timeZone = zone(timeZone)
            return .text(style.format(Date(timeIntervalSince1970: seconds)))
        }
    }

    /// Foundation's predefined character sets by their names.
    static let namedSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "decimalDigits": .decimalDigits, "letters": .letters, "alphanumerics": .alphanumerics,
        "lowercaseLetters": .lowercaseLetters, "uppercaseLetters": .uppercaseLetters,
        "punctuationCharacters": .punctuationCharacters, "symbols": .symbols, "controlCharacters": .controlCharacters,
        "capitalizedLetters": .capitalizedLetters, "illegalCharacters": .illegalCharacters,
    ]

    static func zone(_ identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    static func dateStyle(_ code: UInt8) -> Date.FormatStyle.DateStyle {
        [.omitted, .numeric, .abbreviated, .long, .complete][Int(min(code, 4))]
    }

    static func timeStyle(_ code: UInt8) -> Date.FormatStyle.TimeStyle {
        [.omitted, .shortened, .standard, .complete][Int(min(code, 3))]
    }

    /// A `DateFormatter` as a program's was made: `en_US` and UTC, then its
    /// settings in order.
    static func formatter(_ settings: [FoundationRequest.DateFormatterSetting]) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "UTC")
        for setting in settings {
            switch setting {
            case .dateFormat(let format): f.dateFormat = format
            case .dateStyle(let style): f.dateStyle = DateFormatter.Style(rawValue: UInt(style)) ?? .none
            case .timeStyle(let style): f.timeStyle = DateFormatter.Style(rawValue: UInt(style)) ?? .none
            case .locale(let identifier): f.locale = Locale(identifier: identifier)
            case .timeZone(let identifier): f.timeZone = zone(identifier)
            }
        }
        return f
    }
}
