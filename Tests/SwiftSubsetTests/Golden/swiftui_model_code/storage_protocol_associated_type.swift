// A storage protocol with an associated Key type, an extension method with a default, and a generic wrapper constrained with where S.Key == String.
protocol Storage {
    associatedtype Key: Hashable
    func load(_ key: Key) -> String?
    mutating func save(_ value: String, for key: Key)
}
extension Storage {
    func load(_ key: Key, default fallback: String) -> String { load(key) ?? fallback }
}
struct MemoryStorage: Storage {
    private var values: [String: String] = [:]
    func load(_ key: String) -> String? { values[key] }
    mutating func save(_ value: String, for key: String) { values[key] = value }
}
struct Preferences<S: Storage> where S.Key == String {
    var storage: S
    var theme: String { storage.load("theme", default: "light") }
    mutating func setTheme(_ t: String) { storage.save(t, for: "theme") }
}
var prefs = Preferences(storage: MemoryStorage())
print(prefs.theme)
prefs.setTheme("dark")
print(prefs.theme, prefs.storage.load("missing") ?? "nil")
// expect: light
// expect: dark nil
