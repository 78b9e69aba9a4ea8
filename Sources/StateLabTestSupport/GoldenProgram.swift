import Foundation
import SwiftSubset
import Testing

/// A golden program: Swift source whose `// expect:` comments give the
/// exact stdout real Swift produces (see Tests/SwiftSubsetTests/Golden/README.md).
public struct GoldenProgram: Sendable, CustomTestStringConvertible, CustomStringConvertible {
    public let path: String
    /// `feature/name.swift`, for test names.
    public let name: String
    public let source: String
    public let expectedLines: [String]
    /// `// expect runtime error: M`
    public let expectedRuntimeError: String?
    /// The line the runtime error must be reported at: the line the
    /// comment trails, or else the last line of code above it.
    public let expectedRuntimeErrorLine: Int?
    /// `// swiftc-shim: NAME` files real Swift needs beside the program.
    public let shims: [String]
    /// `// expect error: M` (or `// expect error col C: M`): the program is
    /// ill-typed; swiftc's first error, and StateLab's, is M at this line
    /// (and column), and nothing runs.
    public let expectedCompileError: CompileError?

    /// A compile error: swiftc's message at a line and, when given, a column.
    public struct CompileError: Sendable, Equatable, CustomStringConvertible {
        public let message: String
        public let line: Int
        public let column: Int?

        public var description: String { "\(line):\(column.map(String.init) ?? "_"): error: \(message)" }

        /// Whether a reported error is this one: same message, same line,
        /// and the same column when the expectation names one.
        public func matches(message other: String, line otherLine: Int, column otherColumn: Int) -> Bool {
            other == message && otherLine == line && (column == nil || column == otherColumn)
        }

        /// The first error in swiftc's standard error for `file`
        /// (`file:line:col: error: message`), if any; without the
        /// diagnostic-group tag swiftc may end it with
        /// (` [#OpaqueTypeInference]`), which is not part of the message.
        public static func firstError(inCompilerOutput text: String, file: String) -> (message: String, line: Int, column: Int)? {
            for line in text.split(separator: "\n") {
                guard line.hasPrefix(file + ":") else { continue }
                let rest = line.dropFirst(file.count + 1)
                let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3, let l = Int(parts[0]), let c = Int(parts[1]),
                      parts[2].hasPrefix(" error: ") else { continue }
                var message = parts[2].dropFirst(" error: ".count)
                if message.hasSuffix("]"), let tag = message.range(of: " [#", options: .backwards) {
                    message = message[..<tag.lowerBound]
                }
                return (String(message), l, c)
            }
            return nil
        }
    }
    /// Set when `known-gaps.txt` lists the program: the interpreter is known
    /// to get it wrong (category and reason), and the harness demands that it
    /// still does, so a fixed gap is taken off the list.
    public var knownGap: String?

    public var testDescription: String { name }
    public var description: String { name }

    public init(path: String, root: String) throws {
        self.path = path
        self.name = String(path.dropFirst(root.count + 1))
        self.source = try String(contentsOfFile: path, encoding: .utf8)
        var lines: [String] = []
        var runtimeError: String?
        var runtimeErrorLine: Int?
        var shims: [String] = []
        var compileError: CompileError?
        var lastCodeLine = 0
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
            if !code.isEmpty { lastCodeLine = index + 1 }
            if compileError == nil, let match = GoldenProgram.compileErrorComment(line) {
                compileError = CompileError(message: match.message, line: index + 1, column: match.column)
            } else if let range = line.range(of: "// expect runtime error: ") {
                runtimeError = String(line[range.upperBound...])
                runtimeErrorLine = lastCodeLine
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
        self.expectedRuntimeErrorLine = runtimeError == nil ? nil : runtimeErrorLine
        self.shims = shims
        self.expectedCompileError = compileError
    }

    /// `// expect error: M` or `// expect error col C: M` on a line.
    static func compileErrorComment(_ line: Substring) -> (message: String, column: Int?)? {
        guard let range = line.range(of: "// expect error") else { return nil }
        var rest = line[range.upperBound...]
        var column: Int?
        if rest.hasPrefix(" col ") {
            rest = rest.dropFirst(" col ".count)
            let digits = rest.prefix { $0.isNumber }
            column = Int(digits)
            rest = rest.dropFirst(digits.count)
        }
        guard rest.hasPrefix(": ") else { return nil }
        return (String(rest.dropFirst(2)), column)
    }

    /// Every program under `root`, sorted by name, and what is wrong with
    /// the folder: a file that cannot be read, or one that is neither a
    /// program nor a known support file (the README, the swiftc script,
    /// `_shims/`), so that a misnamed program is never silently skipped;
    /// or an ill-typed program that also expects output or a trap.
    public static func load(from root: String) -> (programs: [GoldenProgram], problems: [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            return ([], ["cannot list \(root)"])
        }
        var programs: [GoldenProgram] = []
        var problems: [String] = []
        var gaps: [String: String] = [:]
        if let text = try? String(contentsOfFile: root + "/known-gaps.txt", encoding: .utf8) {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
                if fields.count == 2 { gaps[fields[0]] = fields[1].replacingOccurrences(of: "\t", with: ": ") }
                else { problems.append("known-gaps.txt: not `path<TAB>category<TAB>reason`: \(line)") }
            }
        }
        while let relative = enumerator.nextObject() as? String {
            let path = root + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { continue }
            if supportFiles.contains(relative) || (relative.hasPrefix("_shims/") && relative.hasSuffix(".swift")) { continue }
            guard relative.hasSuffix(".swift") else {
                problems.append("\(relative): not a golden program (.swift) nor a support file")
                continue
            }
            do {
                var program = try GoldenProgram(path: path, root: root)
                if program.expectedCompileError != nil, !program.expectedLines.isEmpty || program.expectedRuntimeError != nil {
                    // A refused program runs nothing: it can print no line and trap nowhere.
                    problems.append("\(relative): expects a compile error and also output or a runtime error")
                }
                program.knownGap = gaps.removeValue(forKey: relative)
                programs.append(program)
            } catch {
                problems.append("\(relative): cannot be read (\(error))")
            }
        }
        for path in gaps.keys.sorted() { problems.append("known-gaps.txt lists \(path), which is not a program here") }
        return (programs.sorted { $0.name < $1.name }, problems)
    }

    /// Files of the golden folder that are not programs.
    static let supportFiles: Set<String> = ["README.md", "verify-with-swiftc.sh", "KNOWN_GAPS.md", "known-gaps.txt"]

    /// What the interpreter did with the program.
    public struct Outcome: Sendable {
        public let stdout: String
        public let diagnostics: [Diagnostic]
        /// The program got past compiling and ran (false: refused before).
        public var ran = true
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
            return Outcome(stdout: output.text, diagnostics: diagnostics, ran: interpreter.lastEntryRan)
        }
        return Outcome(stdout: output.text, diagnostics: [], ran: interpreter.lastEntryRan)
    }

    /// Whether the interpreter did exactly what real Swift does.
    public func isMatched(by outcome: Outcome) -> Bool {
        if let expected = expectedCompileError {
            guard !outcome.ran, outcome.stdout.isEmpty, let first = outcome.diagnostics.first else { return false }
            return expected.matches(message: first.message, line: first.position.line, column: first.position.column)
        }
        guard outcome.lines == expectedLines else { return false }
        if expectedRuntimeError != nil { return outcome.diagnostics.contains { matchesRuntimeError($0) } }
        return outcome.diagnostics.isEmpty
    }

    /// Whether a runtime failure is the one this program expects: its
    /// message, at its line.
    public func matchesRuntimeError(_ diagnostic: Diagnostic) -> Bool {
        guard let expected = expectedRuntimeError, diagnostic.position.line == expectedRuntimeErrorLine else { return false }
        let message = diagnostic.message
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
