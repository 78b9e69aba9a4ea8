import SwiftSubset
import SwiftSubsetAST

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
        // `TextField("Amount", value: $amount, format: .currency(code: "USD"))`:
        // it shows the value formatted; what is typed is read back into the
        // value when committed — Return (`:submit`) or typing into another
        // field — not keystroke by keystroke, as on iOS (a Save button
        // tapped while the field is still being edited sees the old value).
        if let field = types["TextField"] {
            staticMethod(field, "init(_:value:format:prompt?:)", .nominal(field, []),
                         types: [.unknown, .unknown, .nominal(style, []), .unknown]) { rt, _, args, at throws(Unwind) in
                let title = try rt.library.describe(args[0], rt: rt, at: at)
                let token = (args[2].nativeObject as? TokenValue)?.description ?? ".number"
                guard let bound = args[1].nativeObject as? BindingValue else {
                    return ViewValue.primitive("TextField", .textField(binding: nil), summary: title)
                }
                let field = BindingValue(runtime: rt, get: bound.getter, set: bound.setter, snapshot: bound.snapshot)
                field.source = bound.source
                field.commitsWhenSubmitted = true
                field.parseText = { text in TextFormat.parse(text, style: token, like: (try? bound.getter()) ?? .void) }
                // Formatted once now, so a style it cannot show is refused
                // here; `:tree` formats the value it holds when shown.
                func shown(_ rt: Runtime) throws(Unwind) -> String {
                    try TextFormat.format(bound.shownValue ?? .void, style: token, at: at) ?? ""
                }
                _ = try shown(rt)
                return ViewValue.primitive("TextField", .textField(binding: field), summary: title,
                                           shown: [ViewValue.shown("value", rt, shown)])
            }
        }
        installTextDateStyle(text)
        // `Text(date, format: .dateTime.day().month())`: the date styles are
        // Foundation's (`Date.FormatStyle`), reached from here as SwiftUI
        // reaches them, through `FormatStyle`'s static `dateTime`.
        if let date = types["Date"], let dateStyle = date.nestedTypes["FormatStyle"] {
            staticProperty(style, "dateTime", .nominal(dateStyle, [])) { rt, _, at throws(Unwind) in
                try rt.readNamed(.type(dateStyle), "dateTime", at: at)
            }
        }
        staticMethod(text, "init(_:format:)", .nominal(text, []), types: [.unknown, .nominal(style, [])]) { rt, _, args, at throws(Unwind) in
            if let shown = try Library.formattedDate(args[0], style: args[1], at: at) {
                return ViewValue.primitive("Text", .text(shown), summary: shown)
            }
            let token = (args[1].nativeObject as? TokenValue)?.description ?? ".number"
            var s = try TextFormat.format(args[0], style: token, at: at) ?? ""
            if s.isEmpty { s = try rt.library.describe(args[0], rt: rt, at: at) }
            return ViewValue.primitive("Text", .text(s), summary: s)
        }
    }
}

extension Library {
    /// `Text(date, style: .time)` and `.date`: the date as SwiftUI shows
    /// it in en_US — `.time` as a shortened time ("3:04 PM"), `.date` as a
    /// long date ("June 3, 2026"). The styles that count live against the
    /// clock (`.relative`, `.offset`, `.timer`) are refused by name.
    fileprivate func installTextDateStyle(_ text: TypeInfo) {
        let dateStyle = TypeInfo(name: "DateStyle", kind: .builtin)
        text.nestedTypes["DateStyle"] = dateStyle
        for name in ["time", "date", "relative", "offset", "timer"] {
            staticProperty(dateStyle, name, .nominal(dateStyle, [])) { _, _, _ throws(Unwind) in .native(TokenValue(name)) }
        }
        let date: StaticType = types["Date"].map { .nominal($0, []) } ?? .unknown
        staticMethod(text, "init(_:style:)", .nominal(text, []), types: [date, .nominal(dateStyle, [])]) { rt, _, args, at throws(Unwind) in
            let name = (args[1].nativeObject as? TokenValue)?.description ?? "time"
            let codes: (date: UInt8, time: UInt8)
            switch name {
            case "time": codes = (0, 1)
            case "date": codes = (3, 0)
            default: throw .trap(Trap(message: LiveRuntimeMessages.textDateStyleUnmodelled(name), position: at))
            }
            var s = try Library.formattedDate(args[0], date: codes.date, time: codes.time, at: at)
            if s == nil { s = try rt.library.describe(args[0], rt: rt, at: at) }
            let shown = s ?? ""
            return ViewValue.primitive("Text", .text(shown), summary: shown)
        }
        // `Text(count, style: .date)`: only a Date has a date style.
        requireParameter(text, "init", isStatic: true, labels: [nil, "style"], parameter: 0, type: date)
    }
}

enum TextFormat {
    /// `value` written by the style `.number`, `.percent` or `.currency(USD)`.
    static func format(_ value: Value, style: String, at: SourcePosition) throws(Unwind) -> String? {
        guard let number = ControlContent.number(value) else { return nil }
        let isInteger: Bool
        if case .int = value.unwrappedIfOptional { isInteger = true } else { isInteger = false }
        switch style {
        case ".percent":
            return try grouped(isInteger ? number : number * 100, fractionDigits: 6, at: at) + "%"
        case let s where s.hasPrefix(".currency("):
            let code = s.dropFirst(".currency(".count).dropLast()
            let symbol = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"][String(code)] ?? String(code) + " "
            return (number < 0 ? "-" : "") + symbol + (try grouped(abs(number), fractionDigits: 2, minimumFractionDigits: 2, at: at))
        default:
            return try grouped(number, fractionDigits: 6, at: at)
        }
    }

    /// Typed text read as a value of the kind `like` holds (`Int` or
    /// `Double`, optional or not) in `style`; nil if it reads as none.
    static func parse(_ text: String, style: String, like: Value) -> Value? {
        let kept = text.filter { $0.isNumber || $0 == "." || $0 == "-" }
        guard var number = Double(kept) else { return nil }
        if style == ".percent" { number /= 100 }
        let parsed: Value
        switch like.unwrappedIfOptional {
        case .int:
            parsed = .int(Int(number.rounded(.towardZero)))
        default: parsed = .double(number)
        }
        if case .none = like { return .some(parsed) }
        if case .some = like { return .some(parsed) }
        return parsed
    }

    /// A decimal `NumberFormatter` in `en_US`, asked of Foundation's
    /// library (loaded when a program first formats a number).
    private static func grouped(_ number: Double, fractionDigits: Int, minimumFractionDigits: Int = 0,
                                at: SourcePosition) throws(Unwind) -> String {
        let request = FoundationRequest.decimal(value: number, maximumFractionDigits: fractionDigits,
                                                minimumFractionDigits: minimumFractionDigits)
        return try Library.foundationText(request, at: at) ?? "\(number)"
    }
}
