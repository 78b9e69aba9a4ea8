// A static shared instance, reached as `.shared` where the type is known.
final class Settings {
    static let shared = Settings()
    var theme = "light"
    private init() { print("settings created") }
}
func apply(_ settings: Settings) -> String { "theme=\(settings.theme)" }
print("start")  // expect: start
Settings.shared.theme = "dark"  // expect: settings created
print(apply(.shared))  // expect: theme=dark
let same: Settings = .shared
print(same === Settings.shared)  // expect: true
