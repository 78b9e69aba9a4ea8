// Errors propagate through several throwing calls until a do-catch handles them.
enum ConfigError: Error, Equatable { case missingKey(String), badValue(key: String, value: String) }
let raw = ["port": "80x", "host": "example.org"]
func value(for key: String) throws -> String {
    guard let v = raw[key] else { throw ConfigError.missingKey(key) }
    return v
}
func intValue(for key: String) throws -> Int {
    let text = try value(for: key)
    guard let n = Int(text) else { throw ConfigError.badValue(key: key, value: text) }
    return n
}
func endpoint() throws -> String { "\(try value(for: "host")):\(try intValue(for: "port"))" }
do {
    print(try endpoint())
} catch let error as ConfigError {
    print(error)  // expect: badValue(key: "port", value: "80x")
    print(error == .badValue(key: "port", value: "80x"))  // expect: true
}
do {
    _ = try intValue(for: "timeout")
} catch ConfigError.missingKey(let key) {
    print("missing \(key)")  // expect: missing timeout
} catch {
    print("other")
}
