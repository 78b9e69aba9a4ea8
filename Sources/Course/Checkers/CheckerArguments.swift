import LiveRuntime
/// One parameter a checker takes: its label in the call (nil for a
/// positional one), what kind of argument it wants, and what it means.
public struct CheckerParameter: Sendable {
    public enum Kind: String, Sendable {
        /// A type name: `Counter`.
        case type
        /// A path from a view type to a value: `ChildView.counter.count`.
        case path
        /// A method of a type: `FeedModel.load`.
        case method
        /// A line of the script, by its label or text: `"Re-render parent"`, `"back"`.
        case event
        /// Words to look for: `"Loading"`.
        case text
        case int
    }

    public var name: String
    public var label: String?
    public var kind: Kind
    public var isOptional: Bool
    public var summary: String

    public init(_ name: String, label: String? = nil, _ kind: Kind, optional: Bool = false, _ summary: String) {
        self.name = name
        self.label = label
        self.kind = kind
        self.isOptional = optional
        self.summary = summary
    }

    /// How the parameter is written in a call: `after: "EVENT"`, `TYPE`.
    public var usage: String {
        let placeholder: String
        switch kind {
        case .type: placeholder = "Type"
        case .path: placeholder = "View.property"
        case .method: placeholder = "Type.method"
        case .event: placeholder = "\"event\""
        case .text: placeholder = "\"text\""
        case .int: placeholder = "N"
        }
        let written = label.map { "\($0): \(placeholder)" } ?? placeholder
        return isOptional ? "[\(written)]" : written
    }
}

/// A value written as an argument in a lesson's checker call.
public enum ArgumentValue: Sendable, Equatable, CustomStringConvertible {
    /// `Counter`, `ChildView.counter.count`.
    case name([String])
    case string(String)
    case int(Int)
    case bool(Bool)

    public var description: String {
        switch self {
        case .name(let parts): return parts.joined(separator: ".")
        case .string(let s): return "\"\(s)\""
        case .int(let n): return String(n)
        case .bool(let b): return String(b)
        }
    }
}

/// A checker call's arguments, bound to its parameters by name.
public struct CheckerArguments: Sendable {
    public private(set) var values: [String: ArgumentValue] = [:]

    public init(_ values: [String: ArgumentValue] = [:]) {
        self.values = values
    }

    /// Binds written arguments (positional ones in order, labelled ones by
    /// label) to `parameters`, checking each one's kind.
    public static func bind(positional: [ArgumentValue], labeled: [(String, ArgumentValue)],
                            to parameters: [CheckerParameter], checker: String) throws(CheckerArgumentError) -> CheckerArguments {
        var values: [String: ArgumentValue] = [:]
        let unlabeled = parameters.filter { $0.label == nil }
        if positional.count > unlabeled.count {
            throw CheckerArgumentError(CheckerMessages.tooManyArguments(checker, usage: usage(checker, parameters)))
        }
        for (parameter, value) in zip(unlabeled, positional) {
            try check(value, for: parameter, checker: checker)
            values[parameter.name] = value
        }
        for (label, value) in labeled {
            guard let parameter = parameters.first(where: { $0.label == label }) else {
                throw CheckerArgumentError(CheckerMessages.unknownLabel(label, checker, usage: usage(checker, parameters)))
            }
            try check(value, for: parameter, checker: checker)
            values[parameter.name] = value
        }
        for parameter in parameters where !parameter.isOptional && values[parameter.name] == nil {
            throw CheckerArgumentError(CheckerMessages.missingArgument(parameter.name, checker, usage: usage(checker, parameters)))
        }
        return CheckerArguments(values)
    }

    public static func usage(_ checker: String, _ parameters: [CheckerParameter]) -> String {
        "\(checker)(" + parameters.map(\.usage).joined(separator: ", ") + ")"
    }

    private static func check(_ value: ArgumentValue, for parameter: CheckerParameter, checker: String) throws(CheckerArgumentError) {
        let fits: Bool
        switch (parameter.kind, value) {
        case (.type, .name(let parts)): fits = parts.count == 1
        case (.path, .name(let parts)): fits = parts.count >= 2
        case (.method, .name(let parts)): fits = parts.count == 2
        case (.event, .string), (.text, .string), (.int, .int): fits = true
        default: fits = false
        }
        if !fits {
            throw CheckerArgumentError(CheckerMessages.wrongKind(parameter, value, checker))
        }
    }

    // MARK: - Reading bound values

    /// A bound type name; throws only if the checker asks for a parameter
    /// it did not declare as required.
    public func type(_ name: String) throws(CheckerArgumentError) -> String {
        if case .name(let parts)? = values[name], parts.count == 1 { return parts[0] }
        throw CheckerArgumentError(CheckerMessages.undeclared(name))
    }

    public func path(_ name: String) throws(CheckerArgumentError) -> ValuePath {
        if case .name(let parts)? = values[name], parts.count >= 2 {
            return ValuePath(view: parts[0], members: Array(parts.dropFirst()))
        }
        throw CheckerArgumentError(CheckerMessages.undeclared(name))
    }

    public func method(_ name: String) throws(CheckerArgumentError) -> MethodName {
        if case .name(let parts)? = values[name], parts.count == 2 { return MethodName(type: parts[0], method: parts[1]) }
        throw CheckerArgumentError(CheckerMessages.undeclared(name))
    }

    public func string(_ name: String) throws(CheckerArgumentError) -> String {
        if case .string(let s)? = values[name] { return s }
        throw CheckerArgumentError(CheckerMessages.undeclared(name))
    }

    /// An optional parameter's type name, if given.
    public func optionalType(_ name: String) -> String? {
        if case .name(let parts)? = values[name], parts.count == 1 { return parts[0] }
        return nil
    }

    /// An optional parameter's string, if given.
    public func optionalString(_ name: String) -> String? {
        if case .string(let s)? = values[name] { return s }
        return nil
    }
}

/// A checker call whose arguments do not fit its parameters.
public struct CheckerArgumentError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
