// Access levels change who may call, not what runs: internal is the default.
public enum Level: Int { case debug, info, error }
public struct Logger {
    public var minimum: Level
    var lines: [String] = []
    public init(minimum: Level) { self.minimum = minimum }
    public mutating func log(_ level: Level, _ message: String) {
        guard level.rawValue >= minimum.rawValue else { return }
        lines.append(format(level, message))
    }
    private func format(_ level: Level, _ message: String) -> String { "[\(level)] \(message)" }
}
var logger = Logger(minimum: .info)
logger.log(.debug, "hidden")
logger.log(.info, "started")
logger.log(.error, "failed")
print(logger.lines)  // expect: ["[info] started", "[error] failed"]
