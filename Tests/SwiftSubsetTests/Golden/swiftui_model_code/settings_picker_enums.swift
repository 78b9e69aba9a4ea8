// Settings modelled as CaseIterable, Identifiable enums with display names, as Pickers use them.
enum Appearance: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
    var title: String { rawValue.capitalized }
}
enum RefreshInterval: Int, CaseIterable, Identifiable {
    case fiveMinutes = 5, hourly = 60, daily = 1440
    var id: Int { rawValue }
    var label: String {
        switch self {
        case .fiveMinutes: "Every 5 minutes"
        case .hourly: "Every hour"
        case .daily: "Once a day"
        }
    }
}
extension String { var capitalized: String { prefix(1).uppercased() + dropFirst() } }
struct SettingsModel {
    var appearance: Appearance = .system
    var refresh: RefreshInterval = .hourly
    var summary: String { "\(appearance.title), \(refresh.label.lowercased())" }
}
var settings = SettingsModel()
print(Appearance.allCases.map(\.title))  // expect: ["System", "Light", "Dark"]
print(RefreshInterval.allCases.map(\.id))  // expect: [5, 60, 1440]
print(settings.summary)  // expect: System, every hour
settings.appearance = .dark
settings.refresh = RefreshInterval(rawValue: 1440) ?? .hourly
print(settings.summary)  // expect: Dark, once a day
print(Appearance.dark.id == .dark)  // expect: true
