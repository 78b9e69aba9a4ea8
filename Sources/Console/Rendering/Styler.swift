/// Wraps text in ANSI styles when colour is on, and leaves it alone when off,
/// so that callers never test the colour decision themselves.
public struct Styler: Sendable {
    public enum Style: String, Sendable {
        case bold = "1"
        case dim = "2"
        case error = "1;31"
        case warning = "1;35"
        case accent = "36"
        case emphasis = "1;36"
        case italic = "3"
        case underline = "4"
        case success = "1;32"
        case heading = "1;4"
        // Swift, coloured as IDEs colour it (SwiftIDEUtils' classification).
        case keyword = "35"
        case typeName = "36;1"
        case stringLiteral = "31"
        case numberLiteral = "34"
        case comment = "32"
        case attribute = "33"
        /// An Xcode placeholder (`<#owner wrapper#>`): the slot to fill.
        case placeholder = "7"
        /// Inline code in prose.
        case code = "33;1"
    }

    public let isEnabled: Bool

    public init(isEnabled: Bool) { self.isEnabled = isEnabled }

    public static let plain = Styler(isEnabled: false)

    public func apply(_ style: Style, to text: String) -> String {
        isEnabled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Like `apply`, with every escape sequence between two `delimiter`
    /// characters so libedit (EL_PROMPT_ESC) does not count it as width.
    public func applyInPrompt(_ style: Style, to text: String, delimiter: Character) -> String {
        guard isEnabled else { return text }
        let d = String(delimiter)
        return d + "\u{1B}[\(style.rawValue)m" + d + text + d + "\u{1B}[0m" + d
    }
}
