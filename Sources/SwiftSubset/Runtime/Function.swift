/// The executable form of a function, method, initializer, accessor or
/// closure body, shared by every closure value made from it.
package final class CompiledFunction {
    package struct ParameterInfo {
        let label: String?
        let slot: Int
        /// Captured `var` parameter: lives in a box.
        let isBoxed: Bool
        let type: StaticType
        /// Compiled once every type's members are declared (a default
        /// may name one: `store: Store = .shared`).
        var defaultValue: CompiledThunk?
        var hasDefault: Bool { defaultValue != nil || defaultPending }
        var defaultPending = false
        let isInout: Bool
        let isVariadic: Bool
        let isAutoclosure: Bool
        let name: String
        /// Marked with the library's result builder attribute.
        var isResultBuilder = false
        /// Marked with a result builder the program declares.
        var declaredResultBuilder: TypeInfo?
        /// `@escaping`: a closure passed here outlives the call.
        var isEscaping = false
        /// The context an argument is compiled in when it differs from
        /// `type`: a parameter written `Any` (typed unknown inside the
        /// body) gives its argument an `Any` context, where a generic
        /// call may bind its result to `Any` (`show(choose(2.5, 3))`).
        var argumentContext: StaticType?
        /// Written `ClosedRange<…>` (true) or `Range<…>` (false): the two
        /// share one static type here, and a subscript may be declared
        /// for each (`s[0...3]` beside `s[4..<8]`).
        var isClosedRange: Bool?
    }

    let name: String
    package var parameters: [ParameterInfo] = []
    var slotCount = 0
    /// Where `self` lives, for methods and initializers.
    var selfSlot: Int?
    var selfIsBoxed = false
    /// Filled in after the body compiles (so recursion can refer to it).
    var body: Exec {
        get { bodyCode.exec }
        set {
            // A body replaced while it runs must outlive its run.
            retiredBodies.append(bodyCode)
            bodyCode = FunctionBody(newValue)
            unretainedBody = Unmanaged.passUnretained(bodyCode)
        }
    }
    private var bodyCode = FunctionBody { _ throws(Unwind) in .normal }
    private var retiredBodies: [FunctionBody] = []
    /// `bodyCode`, reachable without retaining it: loading a closure from a
    /// `var` retains and releases its context on every call.
    private var unretainedBody: Unmanaged<FunctionBody>

    /// Runs the body in `frame`.
    @inline(__always)
    func runBody(_ frame: Frame) throws(Unwind) -> Flow {
        let outcome = unretainedBody._withUnsafeGuaranteedRef { code in
            Result { () throws(Unwind) -> Flow in try code.exec(frame) }
        }
        return try outcome.get()
    }
    var resultType: StaticType = .void
    /// For a `func` declared to return a value: what swiftc calls it
    /// (`instance method`) when its body ends without returning.
    var missingReturnKind: String?
    /// For a `some P` result: what swiftc calls the declaration when a
    /// value it returns does not conform (`property 'card'`,
    /// `instance method 'row(_:label:)'`).
    var opaqueResultOwner: String?
    var isAsync = false
    /// A closure written `{ @MainActor in … }`: it runs on the main actor
    /// whoever calls it.
    package var isMainActorIsolated = false
    var isThrowing = false
    var isMutating = false
    /// `@discardableResult`: a call's unused result is not warned about.
    var isDiscardableResult = false
    /// Closures: what each new closure value captures, and from where.
    var captures: [Capture] = []
    /// Its body is written in the library's result builder (marked with
    /// the builder's attribute, or a getter the builder builds implicitly).
    var isResultBuilder = false
    /// Its body is written in a result builder the program declares
    /// (`@resultBuilder enum HTMLBuilder`), marked on it or on its property.
    var declaredResultBuilder: TypeInfo?
    let position: SourcePosition
    /// `init?`
    var isFailable = false
    /// The protocol each constrained generic parameter must conform to
    /// (`<T: Numeric>`): overloads are ranked by it.
    var genericConstraints: [String: TypeInfo] = [:]
    /// The function's own generic parameters (`<T, U>`).
    var genericParameterNames: Set<String> = []
    /// The generic parameters with a written constraint (`<T: P>`, `where T: P`).
    var constrainedGenericParameters: Set<String> = []
    /// `convenience init`: inherited under Swift's second rule.
    var isConvenience = false
    /// Declared `private`: reached only from its type (`Compiler+AccessControl.swift`).
    var isPrivate = false
    /// `prefix func` / `postfix func`.
    var fixity: FunctionDecl.Fixity?
    /// A class's method declared `-> Self` (or `-> Self?`): its result has
    /// the receiver's type (`B.make()` is a `B`).
    var returnsSelf = false
    /// Its body uses a generic parameter as a value (`T(text)`, `T.self`):
    /// its calls hand it the types they bound (`Runtime.typeArgument`).
    var usesTypeArguments = false

    init(name: String, position: SourcePosition) {
        self.name = name
        self.position = position
        unretainedBody = Unmanaged.passUnretained(bodyCode)
    }

    /// For a direct call (`Runtime.directFrame`): the first parameter's
    /// slot, when every parameter is a plain value (not boxed, `inout`,
    /// variadic or an autoclosure) and the parameters take consecutive
    /// slots, so that a positional call can evaluate its arguments
    /// straight into the new frame; -1 otherwise. Worked out at run time,
    /// once the body is compiled, and kept as plain integers: reading them
    /// costs no reference counting.
    var directParameterBase: Int {
        if directShapeUnknown { workOutDirectShape() }
        return directBase
    }

    /// How many arguments a direct call passes (see `directParameterBase`).
    var directArity: Int {
        if directShapeUnknown { workOutDirectShape() }
        return directCount
    }

    private var directShapeUnknown = true
    private var directBase = -1
    private var directCount = -1

    private func workOutDirectShape() {
        directShapeUnknown = false
        let plain = parameters.allSatisfy { !$0.isBoxed && !$0.isInout && !$0.isVariadic && !$0.isAutoclosure }
        let base = parameters.first?.slot ?? 0
        let consecutive = parameters.indices.allSatisfy { parameters[$0].slot == base + $0 }
        guard plain, consecutive else { return }
        directBase = base
        directCount = parameters.count
    }

    /// The signature calls match at run time, made once (by then the
    /// declaration, its defaults included, is compiled).
    private(set) lazy var runtimeSignature = Signature(self)

    /// The signature a call through a function value matches: no labels,
    /// as a function type has none. Made once.
    private(set) lazy var unlabelledSignature: Signature = {
        var signature = Signature(self)
        for i in signature.parameters.indices { signature.parameters[i].label = nil }
        return signature
    }()

    /// Whether a call through a function value converts an argument (an
    /// `Int` to a `Double` parameter, a value to an optional one).
    private(set) lazy var valueCallNeedsCoercion = unlabelledSignature.needsCoercion

    /// `name(label:label:)`
    var fullName: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    var labels: [String?] { parameters.map(\.label) }

    /// Whether this (a subclass's method) stands in for `other`: the same
    /// full name and parameter types, so `put(_: String)` does not hide an
    /// inherited `put(_: Int)`.
    func overrides(_ other: CompiledFunction) -> Bool {
        guard fullName == other.fullName else { return false }
        return zip(parameters, other.parameters).allSatisfy { a, b in
            a.type == b.type || !a.type.isKnown || !b.type.isKnown
        }
    }
}

/// A function's body, held by its `CompiledFunction`.
final class FunctionBody {
    let exec: Exec
    init(_ exec: @escaping Exec) { self.exec = exec }
}

/// A default value or default argument compiled to run in its own frame.
final class CompiledThunk {
    let slotCount: Int
    let selfSlot: Int?
    let eval: Eval
    let type: StaticType

    init(slotCount: Int, selfSlot: Int?, eval: @escaping Eval, type: StaticType) {
        self.slotCount = slotCount
        self.selfSlot = selfSlot
        self.eval = eval
        self.type = type
    }
}

/// A function as a value: a closure with its captured boxes, a method
/// bound to its receiver, or a library function.
package final class FunctionValue {
    package enum Kind {
        case compiled(CompiledFunction, captures: [Box], boundSelf: Value?)
        /// A library function: receives the evaluated arguments.
        case native(name: String, (Runtime, [Value]) throws(Unwind) -> Value)
    }

    package let kind: Kind
    /// Closures made by an `@autoclosure` parameter print differently and
    /// are evaluated on use.
    var isAutoclosure = false
    /// A `.compiled` kind with no bound `self`: its function and captures,
    /// for calls through the value (`Runtime.callValue`), which would
    /// otherwise copy `kind` — retaining and releasing its payload — on
    /// every call. `kind` holds the function, so it stays valid.
    private(set) unowned(unsafe) var closureFunction: CompiledFunction?
    /// nil when the closure captured nothing (as a frame's capture list).
    private(set) var closureCaptures: [Box]?

    /// A closure isolated to the main actor (`{ @MainActor in … }`).
    package var isMainActorIsolated: Bool {
        if case .compiled(let function, _, _) = kind { return function.isMainActorIsolated }
        return false
    }

    package init(_ kind: Kind) {
        self.kind = kind
        if case .compiled(let function, let captures, nil) = kind {
            closureFunction = function
            closureCaptures = captures.isEmpty ? nil : captures
        }
    }

    var name: String {
        switch kind {
        case .compiled(let f, _, _): return f.name
        case .native(let name, _): return name
        }
    }
}
