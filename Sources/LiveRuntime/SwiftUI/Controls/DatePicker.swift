import SwiftSubset
import ViewGraph

/// `DatePicker("Due", selection: $due, in: Date()..., displayedComponents:
/// .date)`: `:pick LABEL WHEN` sets the bound `Date` as a learner's taps on
/// the picker would, WHEN being a day (`2026-03-14`), a time of day
/// (`09:30`) or both (`2026-03-14 09:30`), as far as the picker shows them
/// (`displayedComponents:`, both by default). A day keeps the selection's
/// time of day and a time keeps its day; a time sets whole minutes, as the
/// picker's wheels do. The result is kept within the picker's range, as
/// the picker offers no date outside it. Days and times are in the
/// runtime's time zone (UTC): no `Calendar` is needed, and none is
/// modelled.
final class DatePickerControl: HostControl {
    let label: String
    let selection: BindingValue?
    let range: (lower: Double?, upper: Double?)
    let showsDate: Bool, showsTime: Bool

    init(label: String, selection: BindingValue?, range: (lower: Double?, upper: Double?), showsDate: Bool, showsTime: Bool) {
        self.label = label
        self.selection = selection
        self.range = range
        self.showsDate = showsDate
        self.showsTime = showsTime
    }

    var commands: [String] { ["pick"] }
    var choices: [String] { [] }

    /// What WHEN may be, as the refusal words it.
    var form: String {
        switch (showsDate, showsTime) {
        case (true, false): return "a day (2026-03-14)"
        case (false, true): return "a time (09:30)"
        default: return "a day (2026-03-14), a time (09:30) or both (2026-03-14 09:30)"
        }
    }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }

    func problem(with command: String, argument: String?) -> ControlProblem? {
        guard let when = DatePickerControl.when(argument ?? ""),
              when.day == nil || showsDate, when.minuteOfDay == nil || showsTime else {
            return .notADate(argument ?? "", form: form)
        }
        return nil
    }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        guard let selection, let when = DatePickerControl.when(argument ?? ""),
              let current = Library.dateSeconds(try selection.getter()) else { return }
        var day = (current / 86_400).rounded(.down)
        var secondOfDay = current - day * 86_400
        if let given = when.day { day = Double(given) }
        if let minutes = when.minuteOfDay { secondOfDay = Double(minutes * 60) }
        var seconds = day * 86_400 + secondOfDay
        if let lower = range.lower { seconds = max(seconds, lower) }
        if let upper = range.upper { seconds = min(seconds, upper) }
        try selection.setter(Library.date(seconds: seconds))
    }

    /// WHEN read: its day (days since 1970-01-01) and its time of day (in
    /// minutes), each when given; nil when it is neither.
    static func when(_ text: String) -> (day: Int?, minuteOfDay: Int?)? {
        let words = text.split(separator: " ").map(String.init)
        guard !words.isEmpty, words.count <= 2 else { return nil }
        var day: Int?, minute: Int?
        for word in words {
            if day == nil, minute == nil, let d = days(word) {
                day = d
            } else if minute == nil, let m = minutes(word) {
                minute = m
            } else {
                return nil
            }
        }
        return (day, minute)
    }

    /// `yyyy-MM-dd` on the Gregorian calendar, as days since 1970-01-01
    /// (Howard Hinnant's days-from-civil).
    static func days(_ word: String) -> Int? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month) else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...lengths[month - 1]).contains(day) else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `HH:mm` on a 24-hour clock, as minutes since midnight.
    static func minutes(_ word: String) -> Int? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }
}

extension Library {
    /// `DatePicker` with a title or a label, a `Binding<Date>`, an
    /// optional range (`a...b`, `a...`, `...b`) and `displayedComponents:`
    /// (`.date`, `.hourAndMinute`, or both in an array), read as tokens.
    func installDatePicker() {
        let picker = swiftUIViewType("DatePicker")
        let token = tokenType.map { StaticType.nominal($0, []) } ?? .unknown
        func make(_ rt: Runtime, title: String, selection: Value, range: Value, components: Value,
                  at: SourcePosition) throws(Unwind) -> Value {
            let title = title.isEmpty ? "DatePicker" : title
            var showsDate = true, showsTime = true
            if !components.isVoidValue {
                let written = try rt.library.describeToken(components, rt: rt)
                showsDate = written.contains("date")
                showsTime = written.contains("hourAndMinute")
            }
            var bounds: (lower: Double?, upper: Double?) = (nil, nil)
            if range.isRange {
                bounds.lower = (try? rt.readNamed(range, "lowerBound", at: at)).flatMap(Library.dateSeconds)
                bounds.upper = (try? rt.readNamed(range, "upperBound", at: at)).flatMap(Library.dateSeconds)
            }
            let binding = selection.nativeObject as? BindingValue
            let control = DatePickerControl(label: title, selection: binding, range: bounds, showsDate: showsDate,
                                            showsTime: showsTime)
            // As the compact picker shows it: `Mar 14, 2026`, `9:30 AM`;
            // formatted once now, so a failure is refused here.
            func shown(_ rt: Runtime) throws(Unwind) -> String {
                guard let seconds = binding?.shownValue.flatMap(Library.dateSeconds) else { return "" }
                return try Library.formattedDate(seconds: seconds, date: showsDate ? 2 : 0, time: showsTime ? 1 : 0, at: at)
            }
            _ = try shown(rt)
            return ViewValue.primitive("DatePicker", .control(control), summary: title, shown: [ViewValue.shown("selection", rt, shown)])
        }
        staticMethod(picker, "init(_:selection:in?:displayedComponents?:)", .nominal(picker, []),
                     types: [.unknown, .unknown, .unknown, token]) { rt, _, args, at throws(Unwind) in
            try make(rt, title: try rt.library.describe(args[0], rt: rt, at: at), selection: args[1], range: args[2],
                     components: args[3], at: at)
        }
        staticMethod(picker, "init(selection:in?:displayedComponents?:^label:)", .nominal(picker, []),
                     types: [.unknown, .unknown, token]) { rt, _, args, at throws(Unwind) in
            let label = try rt.call(try Library.function(args[3], at), [], at: at)
            return try make(rt, title: ControlContent.text(of: label), selection: args[0], range: args[1], components: args[2], at: at)
        }
    }
}
