/// Lines of non-interactive input: a pipe on standard input, or a script file.
public protocol LineSource {
    /// The name errors point at: the script's path, or `<stdin>`.
    var name: String { get }
    /// The next line without its line ending, or nil at the end.
    mutating func nextLine() -> String?
}

/// Standard input read line by line, as it arrives.
public struct StandardInputLines: LineSource {
    public let name = "<stdin>"

    public init() {}

    public mutating func nextLine() -> String? {
        guard let line = readLine(strippingNewline: true) else { return nil }
        return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
}

/// The lines of a text held in memory (a script file, or a test's input).
public struct TextLines: LineSource {
    public let name: String
    private var remaining: ArraySlice<Substring>

    public init(name: String, text: String) {
        self.name = name
        // "\r\n" is one Character in Swift: split on both line endings.
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last?.isEmpty == true { lines.removeLast() }
        remaining = lines[...]
    }

    /// Reads a script file; the error says why it could not be read.
    public init(contentsOfFile path: String) throws(ConsoleError) {
        self.init(name: path, text: try FileReading.text(atPath: path))
    }

    public mutating func nextLine() -> String? {
        remaining.popFirst().map(String.init)
    }
}
