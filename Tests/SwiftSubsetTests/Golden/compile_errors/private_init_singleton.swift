// A singleton's `private init()` keeps everyone on `shared`.
final class Settings {
    static let shared = Settings()
    var theme = "light"
    private init() {}
}
Settings.shared.theme = "dark"
let copy = Settings() // expect error col 12: 'Settings' initializer is inaccessible due to 'private' protection level
print(copy.theme)
