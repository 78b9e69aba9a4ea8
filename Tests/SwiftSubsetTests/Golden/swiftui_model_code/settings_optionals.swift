// Optional properties that start nil, optional map and ??, optional-chained compound assignment, if-let chains, nested optionals and a top-level guard.
struct Settings {
    var username: String?
    var volume: Int? = 5
    var theme: String?
    var displayName: String { username.map { "@\($0)" } ?? "guest" }
}
var settings = Settings()
print(settings.displayName, settings.volume ?? 0, settings.theme == nil)
settings.username = "kit"
settings.volume? += 3
settings.theme = settings.theme ?? "dark"
print(settings.displayName, settings.volume!, settings.theme!)
if let v = settings.volume, v > 7, let t = settings.theme { print("loud", t) }
let lengths = [settings.username, nil, "ab"].compactMap { $0?.count }
print(lengths)
let nested: Int?? = .some(nil)
print(nested as Any, nested == nil)
guard let name = settings.username else { fatalError() }
print(name.uppercased())
// expect: guest 5 true
// expect: @kit 8 dark
// expect: loud dark
// expect: [3, 2]
// expect: Optional(nil) false
// expect: KIT
