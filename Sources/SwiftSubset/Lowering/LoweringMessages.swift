/// Every learner-facing message the lowering stage produces, in one place.
enum LoweringMessages {
    static func unsupported(_ construct: String) -> String {
        "unsupported in StateLab: \(construct)"
    }

    static let editorPlaceholder = "editor placeholder in source file"
    static let anonymousParameterOutsideClosure = "anonymous closure argument not contained in a closure"
    static func unknownModule(_ name: String) -> String { "no such module '\(name)'" }
}
