import Foundation
import SwiftSubset
import Testing

/// A golden program: Swift source whose `// expect:` comments give the
/// exact stdout real Swift produces (see Tests/InterpreterTests/Golden/README.md).
public struct GoldenProgram: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    public let path: String
    /// `feature/name.swift`, for test names.
    public let name: String
    public let source: String
    public let expectedLines: [String]
    /// `// expect runtime error: M`
    public let expectedRuntimeError: String?
    /// `// swiftc-shim: NAME` files real Swift needs beside the program.
    public let shims: [String]

    public var testDescription: String { name }
    public var description: String { name }

    public init(path: String, root: String) throws {
        self.path = path
        self.name = String(path.dropFirst(root.count + 1))
        self.source = try String(contentsOfFile: path, encoding: .utf8)
        var lines: [String] = []
        var runtimeError: String?
        var shims: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = line.range(of: "// expect runtime error: ") {
                runtimeError = String(line[range.upperBound...])
            } else if let range = line.range(of: "// expect:") {
                var text = line[range.upperBound...]
                if text.hasPrefix(" ") { text = text.dropFirst() }
                lines.append(String(text))
            } else if let range = line.range(of: "// swiftc-shim: ") {
                shims.append(String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces))
            }
        }
        self.expectedLines = lines
        self.expectedRuntimeError = runtimeError
        self.shims = shims
    }

    /// Every program under `root` (shims excluded), sorted by name.
    public static func all(in root: String) -> [GoldenProgram] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var programs: [GoldenProgram] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("_shims") else { continue }
            if let program = try? GoldenProgram(path: root + "/" + relative, root: root) {
                programs.append(program)
            }
        }
        return programs.sorted { $0.name < $1.name }
    }

    /// What the interpreter did with the program.
    public struct Outcome: Sendable {
        public let stdout: String
        public let diagnostics: [Diagnostic]
        public var lines: [String] {
            var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    /// Runs the program in a fresh interpreter: the language alone.
    public func interpret(seed: UInt64 = 0) -> Outcome {
        let output = OutputBuffer()
        let interpreter = Interpreter(options: Interpreter.Options(seed: seed)) { output.append($0) }
        let result = interpreter.evaluate(source, file: name)
        if case .failure(let diagnostics) = result {
            return Outcome(stdout: output.text, diagnostics: diagnostics)
        }
        return Outcome(stdout: output.text, diagnostics: [])
    }

    /// Whether a runtime failure message is the one this program expects.
    public func matchesRuntimeError(_ message: String) -> Bool {
        guard let expected = expectedRuntimeError else { return false }
        if expected == "arithmetic overflow" { return message.lowercased().contains("arithmetic overflow") }
        if message.contains("Fatal error: " + expected) { return true }
        return message.contains(expected)
    }
}

/// Collects text written by a session.
public final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""

    public init() {}

    public func append(_ text: String) {
        lock.lock()
        storage += text
        lock.unlock()
    }

    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
