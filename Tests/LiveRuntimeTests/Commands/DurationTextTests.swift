import LiveRuntime
import Testing

@Suite(":wait's durations")
struct DurationTextTests {
    @Test("a number and a unit, written together", arguments: [
        ("300ms", 300_000_000), ("3s", 3_000_000_000), ("1.5s", 1_500_000_000), ("250us", 250_000),
        ("250µs", 250_000), ("40ns", 40), ("2min", 120_000_000_000), ("0s", 0), ("0.5ms", 500_000),
        ("1.1s", 1_100_000_000), ("0.000000001s", 1), ("1440min", 86_400_000_000_000),
    ])
    func reads(_ text: String, _ nanoseconds: Int) throws {
        #expect(try DurationText.nanoseconds(text) == nanoseconds)
    }

    @Test("anything else is refused with the reason", arguments: [
        ("300", DurationProblem.noUnit), ("ms", .noNumber), ("3 s", .notTogether(together: "3s")),
        ("3x", .unknownUnit("x")), ("2days", .unknownUnit("days")), ("-1s", .noNumber),
        ("1e3ms", .unknownUnit("e3ms")), ("1.2.3s", .notANumber("1.2.3")), ("1.s", .notANumber("1.")),
        (".5s", .notANumber(".5")), ("0.5ns", .fractionOfANanosecond), ("0.1234567891s", .tooPrecise),
        ("1441min", .tooLong), ("99999999999999999999999s", .tooLong),
    ])
    func refuses(_ text: String, _ problem: DurationProblem) {
        #expect(throws: problem) { try DurationText.nanoseconds(text) }
    }

    @Test("written back the way it would be typed", arguments: [
        (1_500_000_000, "1.5s"), (300_000_000, "300ms"), (250_000, "250us"), (40, "40ns"), (0, "0ns"),
        (3_000_000_000, "3s"), (1_000_000_001, "1.000000001s"), (1_250_000, "1.25ms"),
    ])
    func text(_ nanoseconds: Int, _ text: String) throws {
        #expect(DurationText.text(nanoseconds: nanoseconds) == text)
        #expect(try DurationText.nanoseconds(text) == nanoseconds)
    }
}
