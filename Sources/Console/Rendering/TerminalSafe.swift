extension String {
    /// The text with every control character but newline and tab shown as
    /// `�`: text from a lesson pack or a lesson's program reaches the
    /// terminal as words, never as escape sequences it would obey.
    var terminalSafe: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { Self.isControl($0) ? "\u{FFFD}" : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
