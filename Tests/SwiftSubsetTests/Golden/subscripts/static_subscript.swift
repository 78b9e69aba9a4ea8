// A type-level (static) subscript on an enum.
enum Planet: Int {
    case mercury = 1, venus, earth, mars
    static subscript(n: Int) -> Planet { Planet(rawValue: n) ?? .earth }
}
print(Planet[4])  // expect: mars
print(Planet[99])  // expect: earth
struct Config {
    nonisolated(unsafe) private static var values: [String: String] = ["env": "dev"]
    static subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
Config["region"] = "eu"
print(Config["env"] ?? "-", Config["region"] ?? "-", Config["missing"] ?? "-")  // expect: dev eu -
