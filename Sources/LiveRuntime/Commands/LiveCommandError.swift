/// Why a live command line could not be read: typed, with no wording —
/// the console says these in its own words (`ConsoleError`), a course in
/// its own.
public enum LiveCommandError: Error, Equatable, Sendable {
    /// The line does not start with a live command's name (`:frob`).
    case unknownCommand(String)
    /// The command needs an argument it was not given (`:tap`).
    case missingArgument(LiveCommand.Name)
    /// The command takes no argument (`:back now`).
    case unexpectedArgument(LiveCommand.Name, argument: String)
    /// More arguments than the command takes (`:launch A B`).
    case extraArgument(LiveCommand.Name, argument: String)
    /// An option the command does not have (`:launch --twice`).
    case unknownOption(LiveCommand.Name, option: String)
    /// A quoted argument is missing its closing quote.
    case unterminatedQuote
    /// `:wait`'s argument is not a duration.
    case invalidDuration(String, DurationProblem)
    /// `:slide`'s value is not a number.
    case notANumber(LiveCommand.Name, String)
    /// `:scroll`'s first word is not one of `ScrollTarget.directions`.
    case unknownScrollDirection(String)
    /// `:phase`'s argument is not one of `ScenePhase`'s cases.
    case unknownScenePhase(String)
}

/// What is wrong with a duration as written (`:wait 3 s`).
public enum DurationProblem: Error, Equatable, Sendable {
    /// No number in front (`ms`, `-1s`).
    case noNumber
    /// A number with no unit (`300`).
    case noUnit
    /// A blank between the number and the unit; `together` is how to write it.
    case notTogether(together: String)
    /// Not one of ns, us (µs), ms, s, min.
    case unknownUnit(String)
    /// The digits do not make a decimal number (`1.2.3`, `.5`).
    case notANumber(String)
    /// More than nine decimal places: finer than a nanosecond.
    case tooPrecise
    /// Longer than the longest wait, a day.
    case tooLong
    /// Not a whole number of nanoseconds (`0.5ns`).
    case fractionOfANanosecond
}
