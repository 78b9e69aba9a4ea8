import Foundation
import SwiftSubset

/// `Text(value, format: .number)` (also `.percent`, `.currency(code:)`):
/// the value as the format style writes it, in the en_US locale the
/// runtime uses everywhere (grouping commas, a dot for decimals).
extension Library {
    func installTextFormat() {
        let text = swiftUIViewType("Text")
        let style = TypeInfo(name: "FormatStyle", kind: .builtin)
        addType(style)
        nativeTypes["FormatStyle"] = style
        for name in ["number", "percent"] {
            staticProperty(style, name, .nominal(style, [])) { _, _, _ throws(Unwind) in .native(TokenValue("." + name)) }
        }
        staticMethod(style, "currency(code:)", .nominal(style, [])) { rt, _, args, at throws(Unwind) in
            .native(TokenValue(".currency(" + (try rt.library.describe(args[0], rt: rt, at: at)) + ")"))
        }
        staticMethod(text, "init(_:format:)", .nominal(text, []), types: [.unknown, .nominal(style, [])]) { rt, _, args, at throws(Unwind) in
            let token = (args[1].nativeObject as? TokenValue)?.description ?? ".number"
            var s = TextFormat.format(args[0], style: token) ?? ""
            if s.isEmpty { s = try rt.library.describe(args[0], rt: rt, at: at) }
            return ViewValue.primitive("Text", .text(s), summary: s)
        }
    }
}

enum TextFormat {
    /// `value` written by the style `.number`, `.percent` or `.currency(USD)`.
    static func format(_ value: Value, style: String) -> String? {
        guard let number = ControlContent.number(value) else { return nil }
        let isInteger: Bool
        if case .int = value.unwrappedIfOptional { isInteger = true } else { isInteger = false }
        switch style {
        case ".percent":
            return grouped(isInteger ? number : number * 100, fractionDigits: 6) + "%"
        case let s where s.hasPrefix(".currency("):
            let code = s.dropFirst(".currency(".count).dropLast()
            let symbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"][String(code)] ?? String(code) + " "
            return (number < 0 ? "-" : "") + symbol + grouped(abs(number), fractionDigits: 2, minimumFractionDigits: 2)
        default:
            return grouped(number, fractionDigits: 6)
        }
    }

    private static func grouped(_ number: Double, fractionDigits: Int, minimumFractionDigits: Int = 0) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = fractionDigits
        formatter.minimumFractionDigits = minimumFractionDigits
        return formatter.string(from: NSNumber(value: number)) ?? "\(number)"
    }
}
