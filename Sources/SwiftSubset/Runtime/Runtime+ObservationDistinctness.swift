/// Whether a write to an `@Observable` class's tracked property tells its
/// observers, as the Observation macro's setter decides since Swift 6.2
/// (swiftlang/swift#78151): the setter calls `shouldNotifyObservers(old,
/// new)`, whose overload is chosen by the property's declared type —
/// `old != new` for an `Equatable` type, `old !== new` for a class that is
/// not `Equatable`, always `true` otherwise. A write of an equal value (the
/// same object) stores it and re-runs no reader. A mutation in place
/// (`count += 1`, `items.append(x)`, an `inout` argument) goes through the
/// `_modify` accessor, which always notifies.
extension Runtime {
    enum ObservationDistinctness {
        /// Not `Equatable`, not a class: every write notifies.
        case always
        /// Notifies when `old != new`.
        case equality
        /// Notifies when `old !== new`.
        case identity
    }

    /// Whether `newValue`, set over `oldValue` in a tracked property of
    /// type `type`, is a change observers are told of.
    func observationNotifies(_ type: StaticType, old oldValue: Value, new newValue: Value,
                             at position: SourcePosition?) throws(Unwind) -> Bool {
        switch Self.observationDistinctness(type) {
        case .always:
            return true
        case .identity:
            return !oldValue.unwrappedIfOptional.isIdentical(to: newValue.unwrappedIfOptional)
        case .equality:
            let at = position ?? SourcePosition(file: "", line: 0, column: 0)
            return !(try library.equal(oldValue, newValue, rt: self, at: at))
        }
    }

    /// Which of `shouldNotifyObservers`' overloads a property of `type` gets.
    static func observationDistinctness(_ type: StaticType) -> ObservationDistinctness {
        isObservationEquatable(type) ? .equality
            : { if case .nominal(let info, _) = type, info.kind == .classType { return .identity }; return .always }()
    }

    /// `Equatable` as the standard library and synthesis make it: the
    /// scalar types, optionals, arrays and dictionaries of `Equatable`
    /// elements, and the program's or library's types that declare it (an
    /// enum without payloads is `Equatable` by itself). Tuples, functions and
    /// generic parameters are not.
    static func isObservationEquatable(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .character:
            return true
        case .optional(let wrapped), .array(let wrapped):
            return isObservationEquatable(wrapped)
        case .dictionary(let key, let value):
            return isObservationEquatable(key) && isObservationEquatable(value)
        case .nominal(let info, let arguments):
            guard arguments.allSatisfy(isObservationEquatable) else { return false }
            if info.conforms(to: "Equatable") || info.conforms(to: "Hashable") || info.conforms(to: "Comparable") { return true }
            return info.kind == .enumType && !info.cases.isEmpty && info.cases.allSatisfy { $0.labels == nil && $0.payloadTypes.isEmpty }
        default:
            return false
        }
    }
}
