/// Attributes the runtime cares about, from `@Name(args)` in source.
struct Attribute {
    let name: String
    let arguments: [Argument]
    let position: SourcePosition
}

/// An expression evaluated in a frame of its own: a stored property's
/// default value or a parameter's default argument.
final class Thunk {
    let expr: Expr
    let slotCount: Int
    /// `lazy` property initializers may use `self`.
    let selfBinding: LocalBinding?

    init(expr: Expr, slotCount: Int, selfBinding: LocalBinding?) {
        self.expr = expr
        self.slotCount = slotCount
        self.selfBinding = selfBinding
    }
}

package struct Parameter {
    /// The argument label callers write (`nil` for `_`).
    let label: String?
    let binding: LocalBinding
    let type: TypeRef?
    let defaultValue: Thunk?
    let isInout: Bool
    let isVariadic: Bool
    let isAutoclosure: Bool
    let attributes: [Attribute]
}

/// A function, method, initializer, accessor or deinit body.
final class FunctionDecl {
    let name: String
    var parameters: [Parameter]
    var body: [Stmt]?
    let result: TypeRef?
    var isStatic: Bool
    let isMutating: Bool
    let isAsync: Bool
    let isThrowing: Bool
    let isOverride: Bool
    let attributes: [Attribute]
    let genericParameters: [String]
    var captures: [Capture] = []
    var slotCount = 0
    /// Slot of `self` in methods, initializers and accessors.
    var selfBinding: LocalBinding?
    let position: SourcePosition
    /// An `init?`.
    var isFailable = false
    /// A `convenience init`.
    var isConvenience = false
    /// A single-expression body returns its value implicitly.
    var isSingleExpression = false
    /// `prefix func` / `postfix func`: an operator of one operand.
    var fixity: Fixity?
    /// The protocol each generic parameter is constrained to (`<T: P>`,
    /// `where T: P`): what a method called on a `T` is dispatched by, for
    /// the methods a protocol's extension adds.
    var genericConstraints: [String: TypeRef] = [:]

    enum Fixity { case prefix, postfix }

    init(name: String, parameters: [Parameter], body: [Stmt]?, result: TypeRef?,
         isStatic: Bool, isMutating: Bool, isAsync: Bool, isThrowing: Bool, isOverride: Bool,
         attributes: [Attribute], genericParameters: [String], position: SourcePosition) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.result = result
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.isOverride = isOverride
        self.attributes = attributes
        self.genericParameters = genericParameters
        self.position = position
    }

    /// `name(label:label:)`, Swift's full name.
    var fullName: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A stored or computed property, or a global variable.
final class VarDecl {
    let name: String
    let isMutable: Bool
    var isStatic: Bool
    let isLazy: Bool
    let type: TypeRef?
    let initializer: Thunk?
    let attributes: [Attribute]
    var getter: FunctionDecl?
    var setter: FunctionDecl?
    var willSet: FunctionDecl?
    var didSet: FunctionDecl?
    var ownership: LocalBinding.Ownership = .strong
    /// `async let` at top level: the global holds the child task.
    var isAsyncLet = false
    let position: SourcePosition
    var isPrivate = false
    /// `override var x { didSet { } }`: observers added to an inherited property.
    var isOverride = false
    /// A protocol requirement (`var x: Int { get set }`): no storage.
    var isRequirement = false

    init(name: String, isMutable: Bool, isStatic: Bool, isLazy: Bool, type: TypeRef?,
         initializer: Thunk?, attributes: [Attribute], position: SourcePosition) {
        self.name = name
        self.isMutable = isMutable
        self.isStatic = isStatic
        self.isLazy = isLazy
        self.type = type
        self.initializer = initializer
        self.attributes = attributes
        self.position = position
    }

    var isComputed: Bool { getter != nil }
    /// The attribute that may name a property wrapper: the first
    /// capitalised one that is not one of Swift's own (`@MainActor`).
    /// Attributes in `excluding` (a library's result builder) are skipped.
    func wrapperAttribute(excluding others: Set<String> = []) -> Attribute? {
        attributes.first {
            $0.name.first?.isUppercase == true && !VarDecl.nonWrapperAttributes.contains($0.name) && !others.contains($0.name)
        }
    }

    static let nonWrapperAttributes: Set<String> = [
        "MainActor", "ObservationIgnored", "Sendable", "escaping", "discardableResult",
        "ObservationTracked", "preconcurrency", "inlinable", "usableFromInline", "objc", "IBOutlet",
    ]
}

struct EnumCaseDecl {
    let name: String
    /// Associated value labels and types (`nil` label for unlabeled).
    let associated: [(label: String?, type: TypeRef, defaultValue: Expr?)]?
    let rawValue: Expr?
    let position: SourcePosition
}

final class TypeDecl {
    package enum Kind { case structType, classType, enumType, protocolType, extensionType, actorType }

    let kind: Kind
    let name: String
    /// For extensions: the extended type as written.
    let extendedType: TypeRef?
    let inherited: [TypeRef]
    let genericParameters: [String]
    let attributes: [Attribute]
    let isFinal: Bool
    var properties: [VarDecl] = []
    var methods: [FunctionDecl] = []
    var initializers: [FunctionDecl] = []
    var deinitializer: FunctionDecl?
    var cases: [EnumCaseDecl] = []
    var nestedTypes: [TypeDecl] = []
    var typeAliases: [(String, TypeRef)] = []
    var isIndirect = false
    /// Protocol requirements (names of methods and properties).
    var requirements: [String] = []
    let position: SourcePosition

    init(kind: Kind, name: String, extendedType: TypeRef?, inherited: [TypeRef],
         genericParameters: [String], attributes: [Attribute], isFinal: Bool, position: SourcePosition) {
        self.kind = kind
        self.name = name
        self.extendedType = extendedType
        self.inherited = inherited
        self.genericParameters = genericParameters
        self.attributes = attributes
        self.isFinal = isFinal
        self.position = position
    }

    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}
