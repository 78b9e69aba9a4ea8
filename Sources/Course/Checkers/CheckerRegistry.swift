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

    // Names come from the types' names: work them out once.
    private static let checkersByName = Dictionary(checkers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    private static let measuresByName = Dictionary(measures.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    public static func checker(named name: String) -> (any Checker.Type)? {
        checkersByName[name]
    }

    public static func measure(named name: String) -> (any Measure.Type)? {
        measuresByName[name]
    }

    /// Every name, for suggestions.
    public static let names: [String] = (checkers.map { $0.name } + measures.map { $0.name }).sorted()
}
