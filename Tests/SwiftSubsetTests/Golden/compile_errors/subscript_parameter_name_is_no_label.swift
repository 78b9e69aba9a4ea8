// A subscript's parameter has no argument label unless one is written
// before its name: `subscript(key: String)` is read as `settings["theme"]`,
// and `settings[key: "theme"]` has a label too many. (A function's
// parameter name is its label; a subscript's is not.)
struct Settings {
    var values: [String: String] = ["theme": "dark"]
    subscript(key: String, default fallback: String = "-") -> String { values[key] ?? fallback }
}
let settings = Settings()
print(settings["theme"], settings["font", default: "mono"])
print(settings[key: "theme"]) // expect error col 15: extraneous argument label 'key:' in subscript
