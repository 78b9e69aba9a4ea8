/// Attributes the runtime cares about, from `@Name(args)` in source.
package struct Attribute {
    package let name: String
    package let arguments: [Argument]
    package let position: SourcePosition

    package init(name: String, arguments: [Argument], position: SourcePosition) {
        self.name = name
        self.arguments = arguments
        self.position = position
    }
}

/// An expression evaluated in a frame of its own: a stored property's
/// default value or a parameter's default argument.
package final class Thunk {
    package let expr: Expr
    package let slotCount: Int
    /// `lazy` property initializers may use `self`.
    package let selfBinding: LocalBinding?

    package init(expr: Expr, slotCount: Int, selfBinding: LocalBinding?) {
        self.expr = expr
        self.slotCount = slotCount
        self.selfBinding = selfBinding
    }
}

package struct Parameter {
    /// The argument label callers write (`nil` for `_`).
    package let label: String?
    package let binding: LocalBinding
    package let type: TypeRef?
    package let defaultValue: Thunk?
    package let isInout: Bool
    package let isVariadic: Bool
    package let isAutoclosure: Bool
    package let attributes: [Attribute]

    package init(label: String?, binding: LocalBinding, type: TypeRef?, defaultValue: Thunk?, isInout: Bool,
                 isVariadic: Bool, isAutoclosure: Bool, attributes: [Attribute]) {
        self.label = label
        self.binding = binding
        self.type = type
        self.defaultValue = defaultValue
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.isAutoclosure = isAutoclosure
        self.attributes = attributes
    }
}

/// A function, method, initializer, accessor or deinit body.
package final class FunctionDecl {
    package let name: String
    package var parameters: [Parameter]
    package var body: [Stmt]?
    package let result: TypeRef?
    package var isStatic: Bool
    package let isMutating: Bool
    package let isAsync: Bool
    package let isThrowing: Bool
    package let isOverride: Bool
    package let attributes: [Attribute]
    package let genericParameters: [String]
    package var captures: [Capture] = []
    package var slotCount = 0
    /// Slot of `self` in methods, initializers and accessors.
    package var selfBinding: LocalBinding?
    package let position: SourcePosition
    /// An `init?`.
    package var isFailable = false
    /// A `convenience init`.
    package var isConvenience = false
    /// Declared `private` (not `fileprivate`, not `private(set)`): a member
    /// only its type's declaration, extensions and nested types reach.
    package var isPrivate = false
    /// A `required init`: every subclass has it, and a subclass's own
    /// `required init` replaces it without writing `override`.
    package var isRequired = false
    /// A single-expression body returns its value implicitly.
    package var isSingleExpression = false
    /// `prefix func` / `postfix func`: an operator of one operand.
    package var fixity: Fixity?
    /// The `}` ending the body, where swiftc reports a missing `return`.
    package var closingBrace: SourcePosition?
    /// `class func`: a type method a subclass may override.
    package var isClassMethod = false
    /// The protocol each generic parameter is constrained to (`<T: P>`,
    /// `where T: P`): what a method called on a `T` is dispatched by, for
    /// the methods a protocol's extension adds.
    package var genericConstraints: [String: TypeRef] = [:]
    /// `throws(E)`: the error type the body throws; `nil` for a plain
    /// `throws` (`any Error`) or no `throws`.
    package var thrownType: TypeRef?

    package enum Fixity { case prefix, postfix }

    package init(name: String, parameters: [Parameter], body: [Stmt]?, result: TypeRef?,
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
    package var fullName: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A stored or computed property, or a global variable.
package final class VarDecl {
    package let name: String
    package let isMutable: Bool
    package var isStatic: Bool
    package let isLazy: Bool
    package let type: TypeRef?
    package let initializer: Thunk?
    package let attributes: [Attribute]
    package var getter: FunctionDecl?
    package var setter: FunctionDecl?
    package var willSet: FunctionDecl?
    package var didSet: FunctionDecl?
    package var ownership: LocalBinding.Ownership = .strong
    /// `async let` at top level: the global holds the child task.
    package var isAsyncLet = false
    package let position: SourcePosition
    package var isPrivate = false
    /// `private(set) var`: outside its type it may be read, not assigned.
    package var hasPrivateSetter = false
    /// `override var x { didSet { } }`: observers added to an inherited property.
    package var isOverride = false
    /// A protocol requirement (`var x: Int { get set }`): no storage.
    package var isRequirement = false
    /// A requirement written `{ get set }`: a conformer's property must be settable.
    package var requiresSetter = false
    /// `let (a, b) = pair` at top level: the hidden global holding the
    /// tuple has the pattern's element count (0 for every other variable),
    /// which the tuple must have.
    package var destructuredCount = 0

    package init(name: String, isMutable: Bool, isStatic: Bool, isLazy: Bool, type: TypeRef?,
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

    package var isComputed: Bool { getter != nil }
    /// A computed or observed variable that is not a property (at top
    /// level or in a function body) is lowered to a hidden `let` of this
    /// library type, named with this prefix (no program can write either
    /// name); its name reads and writes that object's `wrappedValue`.
    package static let accessorVariableType = "$AccessorVariable"
    /// The hidden type of a computed variable with no setter: its
    /// `wrappedValue` is get-only, so a write is refused as swiftc does.
    package static let readOnlyVariableType = "$ReadOnlyVariable"
    package static let accessorStoragePrefix = "$accessors."
    /// The attribute that may name a property wrapper: the first
    /// capitalised one that is not one of Swift's own (`@MainActor`).
    /// Attributes in `excluding` (a library's result builder) are skipped.
    package func wrapperAttribute(excluding others: Set<String> = []) -> Attribute? {
        attributes.first {
            $0.name.first?.isUppercase == true && !VarDecl.nonWrapperAttributes.contains($0.name) && !others.contains($0.name)
        }
    }

    package static let nonWrapperAttributes: Set<String> = [
        "MainActor", "ObservationIgnored", "Sendable", "escaping", "discardableResult",
        "ObservationTracked", "preconcurrency", "inlinable", "usableFromInline", "objc", "IBOutlet",
    ]
}

package struct EnumCaseDecl {
    package let name: String
    /// Associated value labels and types (`nil` label for unlabeled).
    package let associated: [(label: String?, type: TypeRef, defaultValue: Expr?)]?
    package let rawValue: Expr?
    package let position: SourcePosition

    package init(name: String, associated: [(label: String?, type: TypeRef, defaultValue: Expr?)]?, rawValue: Expr?,
                 position: SourcePosition) {
        self.name = name
        self.associated = associated
        self.rawValue = rawValue
        self.position = position
    }
}

package final class TypeDecl {
    package enum Kind { case structType, classType, enumType, protocolType, extensionType, actorType }

    package let kind: Kind
    package let name: String
    /// For extensions: the extended type as written.
    package let extendedType: TypeRef?
    package let inherited: [TypeRef]
    package let genericParameters: [String]
    package let attributes: [Attribute]
    package let isFinal: Bool
    package var properties: [VarDecl] = []
    package var methods: [FunctionDecl] = []
    package var initializers: [FunctionDecl] = []
    package var deinitializer: FunctionDecl?
    package var cases: [EnumCaseDecl] = []
    package var nestedTypes: [TypeDecl] = []
    /// Name, aliased type, generic parameters (`typealias Callback<R> = (Event) -> R`).
    package var typeAliases: [(String, TypeRef, [String])] = []
    package var isIndirect = false
    /// Protocol requirements (names of methods and properties).
    package var requirements: [String] = []
    package let position: SourcePosition

    package init(kind: Kind, name: String, extendedType: TypeRef?, inherited: [TypeRef],
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

    package func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}
