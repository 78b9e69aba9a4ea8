/// A value in a lesson's `exercise` or `predict` block, or its front
/// matter: the small YAML subset Lessons/README.md documents, with where
/// each value stands so errors point into the lesson file.
public struct Field: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case scalar(String)
        case list([Field])
        case map([Entry])
    }

    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: Field
        /// Where the key stands.
        public var line: Int
        public var column: Int
    }

    public var value: Value
    /// 1-based, within the text parsed.
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    public var scalar: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }

    public var list: [Field]? {
        if case .list(let items) = value { return items }
        return nil
    }

    public var entries: [Entry]? {
        if case .map(let entries) = value { return entries }
        return nil
    }

    /// The value under `key`, if this is a mapping that has it.
    public subscript(key: String) -> Field? {
        entries?.first { $0.key == key }?.value
    }

    /// What kind of value this is, in the words an error uses.
    public var kindName: String {
        switch value {
        case .scalar: return "a value"
        case .list: return "a list"
        case .map: return "a mapping"
        }
    }
}

/// Why a block's fields could not be read, and where.
public struct FieldError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int

    public init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
