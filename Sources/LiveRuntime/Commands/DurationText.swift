/// Durations as learners write them — `300ms`, `1.5s`, `250us` (or
/// `250µs`), `40ns`, `2min`: read from `:wait`'s argument, and written back
/// the same way wherever a duration is shown (the trace's `wait 1.5s`, the
/// `t=1s` of `:trace on`).
///
/// The grammar is strict on purpose: a bare number, a space inside, a sign,
/// an exponent or an unknown unit is refused with the reason, because a
/// script that waits for the wrong time fails far from its mistake.
public enum DurationText {
    /// Nanoseconds per unit, longest spelling first so `ms` is not read as `m`…`s`.
    static let units: [(String, Int)] = [
        ("min", 60_000_000_000), ("ms", 1_000_000), ("us", 1_000), ("µs", 1_000), ("ns", 1), ("s", 1_000_000_000),
    ]

    /// The longest wait one command may ask for: a day of virtual time.
    public static let limit = 86_400_000_000_000

    /// - Returns: the duration in nanoseconds.
    public static func nanoseconds(_ text: String) throws(DurationProblem) -> Int {
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unitText = String(text.dropFirst(digits.count))
        guard !digits.isEmpty else { throw .noNumber }
        guard !unitText.isEmpty else { throw .noUnit }
        if unitText.first == " " || unitText.first == "\t" {
            throw .notTogether(together: String(digits) + unitText.filter { $0 != " " && $0 != "\t" })
        }
        guard let scale = units.first(where: { $0.0 == unitText })?.1 else { throw .unknownUnit(unitText) }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty,
              parts.count == 1 || !parts[1].isEmpty else {
            throw .notANumber(String(digits))
        }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 9 else { throw .tooPrecise }
        // Exact decimal arithmetic: 1.1s is 1_100_000_000ns, never 1_099_999_999.
        var total = 0
        for character in whole + fraction {
            guard let digit = character.wholeNumberValue else { continue }
            total = total * 10 + digit
            guard total <= limit else { throw .tooLong }
        }
        var denominator = 1
        for _ in fraction { denominator *= 10 }
        let (product, overflow) = total.multipliedReportingOverflow(by: scale)
        guard !overflow, product / denominator <= limit else { throw .tooLong }
        guard product % denominator == 0 else { throw .fractionOfANanosecond }
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
