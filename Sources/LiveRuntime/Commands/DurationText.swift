/// Reads `:wait`'s argument: a number and a unit, written together —
/// `300ms`, `1.5s`, `250us` (or `250µs`), `40ns`, `2min`.
///
/// The grammar is strict on purpose: a bare number, a space inside, a sign,
/// an exponent or an unknown unit is refused with the reason, because a
/// script that waits for the wrong time fails far from its mistake.
public enum DurationArgument {
    /// Nanoseconds per unit, longest spelling first so `ms` is not read as `m`…`s`.
    static let units: [(String, Int)] = [
        ("min", 60_000_000_000), ("ms", 1_000_000), ("us", 1_000), ("µs", 1_000), ("ns", 1), ("s", 1_000_000_000),
    ]

    /// The longest wait one command may ask for: a day of virtual time.
    static let limit = 86_400_000_000_000

    /// - Returns: the duration in nanoseconds.
    public static func nanoseconds(_ text: String) throws(ConsoleError) -> Int {
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unitText = String(text.dropFirst(digits.count))
        guard !digits.isEmpty else {
            throw .invalidDuration(text, reason: "write a number and a unit together, e.g. 300ms or 1.5s")
        }
        guard !unitText.isEmpty else {
            throw .invalidDuration(text, reason: "add a unit, e.g. \(text)ms or \(text)s")
        }
        if unitText.first == " " || unitText.first == "\t" {
            let together = digits + unitText.filter { $0 != " " && $0 != "\t" }
            throw .invalidDuration(text, reason: "write the number and the unit together: \(together)")
        }
        guard let scale = units.first(where: { $0.0 == unitText })?.1 else {
            throw .invalidDuration(text, reason: "\(unitText) is not a unit; use ns, us, ms, s or min")
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
              parts.count == 1 || !parts[1].isEmpty else {
            throw .invalidDuration(text, reason: "\(digits) is not a number")
        }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 9 else {
            throw .invalidDuration(text, reason: "more than 9 decimal places")
        }
        // Exact decimal arithmetic: 1.1s is 1_100_000_000ns, never 1_099_999_999.
        var total = 0
        for character in whole + fraction {
            guard let digit = character.wholeNumberValue else { continue }
            total = total * 10 + digit
            guard total <= limit else { throw .invalidDuration(text, reason: "the longest wait is a day (1440min)") }
        }
        var denominator = 1
        for _ in fraction { denominator *= 10 }
        let (product, overflow) = total.multipliedReportingOverflow(by: scale)
        guard !overflow, product / denominator <= limit else {
            throw .invalidDuration(text, reason: "the longest wait is a day (1440min)")
        }
        guard product % denominator == 0 else {
            throw .invalidDuration(text, reason: "it is not a whole number of nanoseconds")
        }
        return product / denominator
    }

    /// `nanoseconds` the way it would be typed: `1.5s`, `300ms`, `250us`.
    public static func text(nanoseconds: Int) -> String {
        for (unit, scale) in [("s", 1_000_000_000), ("ms", 1_000_000), ("us", 1_000)] where nanoseconds >= scale {
            let whole = nanoseconds / scale
            var fraction = String(nanoseconds % scale)
            guard fraction != "0" else { return "\(whole)\(unit)" }
            fraction = String(repeating: "0", count: String(scale).count - 1 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return "\(whole).\(fraction)\(unit)"
        }
        return "\(nanoseconds)ns"
    }
}
