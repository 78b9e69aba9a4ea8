// CaseIterable enums with raw values, failable init, and computed properties used as a picker model.
enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    var next: Theme {
        let all = Theme.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}
print(Theme.allCases.map(\.title), Theme(rawValue: "dark")?.next ?? .system, Theme(rawValue: "blue") as Any)
var theme = Theme.light
for _ in 0..<4 { theme = theme.next }
print(theme, theme.id)
let lookup = Dictionary(uniqueKeysWithValues: Theme.allCases.map { ($0.rawValue, $0) })
print(lookup["light"] == .light, lookup.count)
enum Size: Int, Comparable, CaseIterable {
    case small = 1, medium = 5, large = 10
    static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}
print(Size.allCases.max()!, Size.allCases.sorted(by: >), Size(rawValue: 5)!)
// expect: ["System", "Light", "Dark"] system nil
// expect: dark dark
// expect: true 3
// expect: large [main.Size.large, main.Size.medium, main.Size.small] medium
