@testable import Console
import LiveRuntime
import Testing

@Suite(":wait's refusals, in the console's words")
struct DurationWordsTests {
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
            try LiveCommand(.wait, arguments: text, screen: ScreenLabels())
        } throws: { error in
            guard let error = error as? LiveCommandError else { return false }
            return ConsoleError(error, command: .wait).message == message
        }
    }
}
