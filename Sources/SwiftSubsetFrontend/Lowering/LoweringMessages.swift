import SwiftSubsetAST

/// The messages lowering makes, with their ids (`lowering.…`): the
/// frontend's catalogue. Constructs outside the subset share
/// `Message.unsupported` with the compiler; an unknown module is the
/// interpreter's to report (`LoweredImport`).
enum LoweringMessages {
    private static func m(_ id: String, _ text: String) -> Message { Message(MessageID(id), text) }

    static func unsupported(_ construct: String) -> Message { .unsupported(construct) }
    static let editorPlaceholder = m("lowering.editorPlaceholder", "editor placeholder in source file")
    static let subscriptOutsideType = m("lowering.subscriptOutsideType",
        "'subscript' functions may only be declared within a type")
    static let anonymousParameterOutsideClosure = m("lowering.anonymousParameterOutsideClosure",
        "anonymous closure argument not contained in a closure")
    static func integerLiteralOverflow(_ literal: String) -> Message {
        m("lowering.integerLiteralOverflow", "integer literal '\(literal)' overflows when stored into 'Int'")
    }
    static func recursiveEnumNotIndirect(_ name: String) -> Message {
        m("lowering.recursiveEnumNotIndirect", "recursive enum '\(name)' is not marked 'indirect'")
    }
    static func invalidRedeclaration(_ name: String) -> Message {
        m("lowering.invalidRedeclaration", "invalid redeclaration of '\(name)'")
    }
    static let patternBindingInExpression = m("lowering.patternBindingInExpression",
        "pattern variable binding cannot appear in an expression")
    static let overrideOutsideClass = m("lowering.overrideOutsideClass", "'override' can only be specified on class members")
    static let expectedType = m("lowering.expectedType", "expected type")
    /// A file's globals are already initialised on first use, so swiftc
    /// refuses `lazy` on them (top-level code and the prompt alike).
    static let lazyGlobal = m("lowering.lazyGlobal", "'lazy' cannot be used on an already-lazy global")
    static func letWithAccessors(observing: Bool) -> Message {
        m("lowering.letWithAccessors", "'let' declarations cannot be \(observing ? "observing" : "computed") properties")
    }
    static func protocolMemberBody(initializer: Bool) -> Message {
        m("lowering.protocolMemberBody", "protocol \(initializer ? "initializers" : "methods") must not have bodies")
    }
    static let protocolPropertyValue = m("lowering.protocolPropertyValue", "initial value is not allowed here")
    static let protocolPropertySpecifier = m("lowering.protocolPropertySpecifier",
        "property in protocol must have explicit { get } or { get set } specifier")
    static let protocolLetProperty = m("lowering.protocolLetProperty",
        "protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier")
}
