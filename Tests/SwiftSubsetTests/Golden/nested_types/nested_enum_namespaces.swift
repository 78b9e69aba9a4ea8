// Caseless enums as namespaces holding constants and nested helper types.
enum Theme {
    enum Spacing {
        static let small = 4.0
        static let large = small * 4
    }
    enum Palette: String, CaseIterable {
        case primary = "#0055FF", accent = "#FF9500"
    }
    static func describe() -> String {
        "spacing \(Spacing.small)/\(Spacing.large), \(Palette.allCases.count) colors"
    }
}
print(Theme.describe())  // expect: spacing 4.0/16.0, 2 colors
print(Theme.Palette.accent.rawValue)  // expect: #FF9500
let padding: Double = Theme.Spacing.large / 2
print(padding)  // expect: 8.0
