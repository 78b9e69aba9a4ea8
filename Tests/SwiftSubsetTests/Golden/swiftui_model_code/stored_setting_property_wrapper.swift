// An AppStorage-like property wrapper backed by an in-memory store, with a default value.
final class SettingsStore {
    static let shared = SettingsStore()
    var values: [String: Any] = [:]
    var writes: [String] = []
}
@propertyWrapper
struct Stored<Value> {
    let key: String
    let defaultValue: Value
    var store: SettingsStore = .shared
    init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }
    var wrappedValue: Value {
        get { store.values[key] as? Value ?? defaultValue }
        nonmutating set {
            store.values[key] = newValue
            store.writes.append(key)
        }
    }
}
struct Preferences {
    @Stored("username") var username = "guest"
    @Stored("fontSize") var fontSize = 14.0
    @Stored("notifications") var notifications = true
}
let prefs = Preferences()
print(prefs.username, prefs.fontSize, prefs.notifications)  // expect: guest 14.0 true
prefs.fontSize += 2
prefs.username = "maya"
let other = Preferences()
print(other.username, other.fontSize)  // expect: maya 16.0
print(SettingsStore.shared.writes)  // expect: ["fontSize", "username"]
