/// Dynamic type checks for `is`, `as?`, `as!` and patterns.
extension Library {
    func isInstance(_ value: Value, of type: StaticType) -> Bool {
        switch type {
        case .unknown: return true
        case .optional(let wrapped):
            if case .none = value { return true }
            return isInstance(value.unwrappedIfOptional, of: wrapped)
        default: break
        }
        let v = value.unwrappedIfOptional
        switch (type, v) {
        case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string), (.character, .character), (.void, .void):
            return true
        case (.array(let element), .array(let elements)):
            return elements.allSatisfy { isInstance($0, of: element) }
        case (.dictionary, .dictionary), (.tuple, .tuple), (.function, .function):
            return true
        case (.nominal(let t, _), _):
            if t === anyType { return true }
            if t === stringIndex { if case .int = v { return true } else { return false } }   // an offset at run time
            if t.name == "AnyObject" { if case .object = v { return true } else { return false } }
            return typeOf(v).isSubtype(of: t)
        case (.metatype, .type):
            return true
        default:
            return false
        }
    }

    /// The value as `type` after a successful check (numbers stay as they are).
    func convert(_ value: Value, to type: StaticType) -> Value { value }

    /// `'main.Cat'` as Swift's cast failure message names a type.
    func qualifiedTypeName(of value: Value) -> String {
        switch value.unwrappedIfOptional {
        case .structure, .enumeration, .object:
            let type = typeOf(value.unwrappedIfOptional)
            return Library.qualifiedPath(type) + type.name
        case let v:
            return "Swift." + typeName(of: v)
        }
    }

    func qualifiedName(_ type: StaticType) -> String {
        switch type {
        case .nominal(let t, _) where t.kind != .builtin: return (t.printedModule ?? Library.module) + "." + t.name
        case .int, .double, .bool, .string, .character: return "Swift." + type.description
        default: return type.description
        }
    }
}
