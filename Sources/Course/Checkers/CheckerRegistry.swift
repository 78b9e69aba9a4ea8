import LiveRuntime
/// Every checker and measure a lesson may call, by name. A test compares
/// this list with the files in this folder, so a new checker cannot be
/// forgotten here.
public enum CheckerRegistry {
    public static let checkers: [any Checker.Type] = [
        CancelledOnDisappearChecker.self,
        NoSideEffectInInitChecker.self,
        NotCreatedBeforeChecker.self,
        NotRerenderedChecker.self,
        RanOnKeptChecker.self,
        ReleasedChecker.self,
        RerenderedChecker.self,
        RestartedOnChangeChecker.self,
        SameInstanceChecker.self,
        SurvivesChecker.self,
    ]

    public static let measures: [any Measure.Type] = [
        AliveMeasure.self,
        AppearancesMeasure.self,
        BodiesMeasure.self,
        CallsMeasure.self,
        DeinitsMeasure.self,
        InstancesMeasure.self,
        PrintsMeasure.self,
        TasksMeasure.self,
        ValueMeasure.self,
        ViewValuesMeasure.self,
        WarningsMeasure.self,
    ]

    public static func checker(named name: String) -> (any Checker.Type)? {
        checkers.first { $0.name == name }
    }

    public static func measure(named name: String) -> (any Measure.Type)? {
        measures.first { $0.name == name }
    }

    /// Every name, for suggestions.
    public static var names: [String] {
        (checkers.map { $0.name } + measures.map { $0.name }).sorted()
    }
}
