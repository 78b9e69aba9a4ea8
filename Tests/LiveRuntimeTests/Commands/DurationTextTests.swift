import Console
import Testing

@Suite(":wait's durations")
struct DurationArgumentTests {
    @Test("a number and a unit, written together", arguments: [
        ("300ms", 300_000_000), ("3s", 3_000_000_000), ("1.5s", 1_500_000_000), ("250us", 250_000),
        ("250µs", 250_000), ("40ns", 40), ("2min", 120_000_000_000), ("0s", 0), ("0.5ms", 500_000),
        ("1.1s", 1_100_000_000), ("0.000000001s", 1), ("1440min", 86_400_000_000_000),
    ])
    func reads(_ text: String, _ nanoseconds: Int) throws {
        #expect(try DurationArgument.nanoseconds(text) == nanoseconds)
    }

    @Test("anything else is refused with the reason", arguments: [
        ("300", "300 is not a duration: add a unit, e.g. 300ms or 300s"),
        ("ms", "ms is not a duration: write a number and a unit together, e.g. 300ms or 1.5s"),
        ("3 s", "3 s is not a duration: write the number and the unit together: 3s"),
        ("3x", "3x is not a duration: x is not a unit; use ns, us, ms, s or min"),
        ("2days", "2days is not a duration: days is not a unit; use ns, us, ms, s or min"),
        ("-1s", "-1s is not a duration: write a number and a unit together, e.g. 300ms or 1.5s"),
        ("1e3ms", "1e3ms is not a duration: e3ms is not a unit; use ns, us, ms, s or min"),
        ("1.2.3s", "1.2.3s is not a duration: 1.2.3 is not a number"),
        ("1.s", "1.s is not a duration: 1. is not a number"),
        (".5s", ".5s is not a duration: .5 is not a number"),
        ("0.5ns", "0.5ns is not a duration: it is not a whole number of nanoseconds"),
        ("0.1234567891s", "0.1234567891s is not a duration: more than 9 decimal places"),
        ("1441min", "1441min is not a duration: the longest wait is a day (1440min)"),
        ("99999999999999999999999s", "99999999999999999999999s is not a duration: the longest wait is a day (1440min)"),
    ])
    func refuses(_ text: String, _ message: String) {
        #expect {
            try DurationArgument.nanoseconds(text)
        } throws: { error in
            (error as? ConsoleError)?.message == message
        }
    }

    @Test("written back the way it would be typed", arguments: [
        (1_500_000_000, "1.5s"), (300_000_000, "300ms"), (250_000, "250us"), (40, "40ns"), (0, "0ns"),
        (3_000_000_000, "3s"), (1_000_000_001, "1.000000001s"), (1_250_000, "1.25ms"),
    ])
    func text(_ nanoseconds: Int, _ text: String) throws {
        #expect(DurationArgument.text(nanoseconds: nanoseconds) == text)
        #expect(try DurationArgument.nanoseconds(text) == nanoseconds)
    }
}
