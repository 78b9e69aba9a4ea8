/// What a type's members are made of: stored, computed, static and
/// wrapped properties, methods and enum cases (`TypeInfo` holds them).

/// A stored property: one field of a struct or class.
package final class PropertyInfo {
    package let name: String
    var type: StaticType
    let isMutable: Bool
    let ownership: LocalBinding.Ownership
    /// The default value, evaluated at each initialization (`nil`: none,
    /// or not compiled yet).
    var defaultValue: CompiledThunk?
    /// Whether the declaration gives a default (`= e`, or a wrapper that
    /// initialises itself), known before any default is compiled: what an
    /// initializer's signature depends on.
    var hasDefault = false
    var willSet: CompiledFunction?
    var didSet: CompiledFunction?
    let isLazy: Bool
    /// The type that declares it (a superclass, for inherited fields).
    unowned let owner: TypeInfo
    /// For a property-wrapper backing field `_x`: the wrapped name `x`.
    package var wrappedName: String?
    /// The wrapper's type (for `_x` fields).
    package var wrapperType: TypeInfo?
    /// How a memberwise initializer takes this property.
    var memberwise: MemberwiseMode = .value
    /// The declared type of the wrapped property (`x` of `@W var x: T`).
    package var wrappedType: StaticType = .unknown
    /// `@Observable` tracks this property (not `@ObservationIgnored`).
    var isTracked = false
    let position: SourcePosition
    var isPrivate = false
    /// `private(set)`: assigned only where a private member could be.
    var hasPrivateSetter = false
    /// Marked with the library's result builder (`@ViewBuilder let content`).
    var isResultBuilder = false
    /// Marked with a result builder the program declares (`@LinesBuilder let lines`).
    var declaredResultBuilder: TypeInfo?

    init(name: String, type: StaticType, isMutable: Bool, ownership: LocalBinding.Ownership, isLazy: Bool,
         owner: TypeInfo, position: SourcePosition) {
        self.name = name
        self.type = type
        self.isMutable = isMutable
        self.ownership = ownership
        self.isLazy = isLazy
        self.owner = owner
        self.position = position
    }

    /// Observers subclasses add with `override var x { didSet { } }`.
    var overrideObservers: [OverrideObservers] = []

    struct OverrideObservers {
        unowned let type: TypeInfo
        let willSet: CompiledFunction?
        let didSet: CompiledFunction?
    }

    var hasObservers: Bool { self.willSet != nil || self.didSet != nil || !overrideObservers.isEmpty }
}

/// How a struct's memberwise initializer treats a stored property.
enum MemberwiseMode {
    /// A parameter of the property's own type.
    case value
    /// `@W var x`: a parameter of the wrapped type, wrapped by
    /// `W(wrappedValue:)` (`thunk` receives the value in slot 0; nil until
    /// the declaration pass compiles it).
    case wrappedValue(CompiledThunk?, isAutoclosure: Bool)
    /// `@Binding var x`: a parameter of the wrapper's own type.
    case wrapper
    /// Not a parameter (`@Environment(\.x)`, `@EnvironmentObject`).
    case excluded
    /// A property marked with a result builder whose type is not a
    /// function (`@ViewBuilder let content: Content`): SE-0289 makes the
    /// parameter a builder closure `() -> Content`, called once to give
    /// the property its value.
    case built
}

/// A computed property (or a wrapped property's `x` / `$x` accessors).
extension TypeInfo {
    /// Where the getter of computed property `name` is declared, looking
    /// through superclasses: the place to blame for what a getter the
    /// library reads (a view's `body`) gave back.
    package func getterPosition(of name: String) -> SourcePosition? {
        var type: TypeInfo? = self
        while let current = type {
            if case .accessors(let getter, _)? = current.computedProperties[name]?.kind { return getter.position }
            type = current.superclass
        }
        return nil
    }
}

package final class ComputedPropertyInfo {
    package enum Kind {
        case accessors(getter: CompiledFunction, setter: CompiledFunction?)
        /// `x` of `@W var x`: reads and writes `_x.wrappedValue`.
        case wrapped(backing: String)
        /// `$x` of `@W var x`: reads `_x.projectedValue`.
        case projected(backing: String)
    }

    let name: String
    let kind: Kind
    let type: StaticType
    let isStatic: Bool
    /// `@W var x = v { didSet { … } }`: a wrapped property's observers,
    /// run around the write of `_x.wrappedValue`.
    var willSet: CompiledFunction?
    var didSet: CompiledFunction?
    /// `private`, and `private(set)` (`Compiler+AccessControl.swift`).
    var isPrivate = false
    var hasPrivateSetter = false

    init(name: String, kind: Kind, type: StaticType, isStatic: Bool) {
        self.name = name
        self.kind = kind
        self.type = type
        self.isStatic = isStatic
    }
}

/// A `static let` / `static var`: stored once per type, initialised on
/// first access (as Swift does), or computed.
final class StaticPropertyInfo {
    let name: String
    let type: StaticType
    var initializer: CompiledThunk?
    var storage: Box?
    var getter: CompiledFunction?
    var setter: CompiledFunction?
    let isMutable: Bool
    var ownership: LocalBinding.Ownership = .strong

    init(name: String, type: StaticType, isMutable: Bool) {
        self.name = name
        self.type = type
        self.isMutable = isMutable
    }
}

package final class MethodInfo {
    let name: String
    let function: CompiledFunction
    let isStatic: Bool
    unowned let owner: TypeInfo

    init(name: String, function: CompiledFunction, isStatic: Bool, owner: TypeInfo) {
        self.name = name
        self.function = function
        self.isStatic = isStatic
        self.owner = owner
    }
}

struct EnumCaseInfo {
    let name: String
    /// Associated value labels (`nil` entries are unlabeled); `nil` when
    /// the case has no associated values.
    let labels: [String?]?
    let payloadTypes: [StaticType]
    var rawValue: Value?
    /// The shared value of a case without associated values.
    var singleton: EnumValue?
    /// Default values of associated values (`case circle(radius: Double = 1)`),
    /// one per payload entry; compiled after the declaration pass.
    var payloadDefaults: [CompiledThunk?] = []
    /// Which associated values were declared with a default.
    var payloadDefaultDeclared: Set<Int> = []
    var hasPayloadDefaults: Bool { !payloadDefaultDeclared.isEmpty }
}
