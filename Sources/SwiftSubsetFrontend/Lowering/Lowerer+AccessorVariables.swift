import SwiftSubsetAST
import SwiftSyntax

/// Computed and observed variables that are not properties: `var total:
/// Int { … }` and `var score = 0 { didSet { … } }` at top level or in a
/// function body.
///
/// Each becomes a hidden `let $accessors.NAME = $AccessorVariable(initial)`
/// (the library's object holding the accessors, and an observed variable's
/// value), its accessors functions named `NAME.get`, `NAME.set`,
/// `NAME.willSet`, `NAME.didSet` handed to it by a `define(…)` call, and the
/// name itself the object's `wrappedValue` (for a local, as a local with a
/// property wrapper; for a global, resolved so by the compiler). Reads,
/// writes, compound assignments, mutating calls and `&` all reach the
/// accessors through that one member.
extension Lowerer {
    /// A global with accessors: the hidden global, its accessors as
    /// global functions, and the statement that hands them over.
    func lowerAccessorGlobal(_ variable: VarDecl, didSetUsesOldValue: Bool) -> [Stmt] {
        let at = variable.position
        let hidden = VarDecl.accessorStoragePrefix + variable.name
        let typeName = Self.hiddenTypeName(variable)
        let initializer = Thunk(expr: makeAccessorVariable(typeName, variable.type, initial: variable.initializer?.expr, at: at),
                                slotCount: variable.initializer?.slotCount ?? 0, selfBinding: nil)
        var statements = [Stmt(.global(VarDecl(name: hidden, isMutable: false, isStatic: false, isLazy: false,
                                                 type: hiddenType(typeName, variable.type), initializer: initializer,
                                                 attributes: [], position: at)), at)]
        var arguments: [Argument] = []
        for (label, function) in Self.accessors(of: variable) {
            statements.append(Stmt(.function(function), function.position))
            arguments.append(Argument(label: label, value: Expr(.name(.unresolved(function.name)), at)))
        }
        if !didSetUsesOldValue { arguments.append(Argument(label: "didSetUsesOldValue", value: Expr(.boolean(false), at))) }
        statements.append(defineStatement(Expr(.name(.unresolved(hidden)), at), arguments, at: at))
        return statements
    }

    /// Whether the `didSet` in `block` (if any) names its old value, by
    /// its own parameter name or `oldValue` (SE-0268: if not, it is not
    /// given one).
    static func didSetUsesOldValue(_ block: AccessorBlockSyntax?) -> Bool {
        guard case .accessors(let list)? = block?.accessors,
              let didSet = list.first(where: { $0.accessorSpecifier.text == "didSet" }), let body = didSet.body else { return true }
        let name = didSet.parameters?.name.text ?? "oldValue"
        return body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    /// A local with accessors (`binding` has an accessor block): the hidden
    /// local, the name bound to its `wrappedValue`, the accessors as local
    /// functions, and the statement that hands them over.
    func lowerAccessorLocal(_ binding: PatternBindingSyntax, _ block: AccessorBlockSyntax, isMutable: Bool) -> [Stmt] {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            unsupported("a computed or observed variable with this pattern", at: binding.pattern)
            return []
        }
        refuseLetWithAccessors(block, isMutable: isMutable)
        let name = identifier.identifier.text
        let at = position(identifier)
        let type = binding.typeAnnotation.map { lowerType($0.type) }
        // The initial value sees the outer scope (`var n = n { didSet … }`).
        let initial = binding.initializer.map { lowerExpr($0.value) }
        // The accessors are lowered first: their kind decides the hidden
        // type. The name is bound first: their bodies may use it
        // (`didSet { print(score) }`), and its hidden storage is declared
        // (with a type set once known) for them to capture.
        let hidden = scope.declare(VarDecl.accessorStoragePrefix + name, mutable: false, type: nil, at: at)
        let visible = scope.declare(name, mutable: isMutable, type: type, at: at)
        visible.wrapperBacking = hidden
        let variable = VarDecl(name: name, isMutable: isMutable, isStatic: false, isLazy: false, type: type,
                               initializer: nil, attributes: [], position: at)
        lowerAccessors(block, of: variable, inType: false, namedAfter: name)
        let typeName = Self.hiddenTypeName(variable)
        var statements = [Stmt(.local(LocalDecl(pattern: .binding(hidden), initializer: makeAccessorVariable(typeName, type, initial: initial, at: at),
                                                declaredType: hiddenType(typeName, type), bindings: [hidden])), at)]
        var arguments: [Argument] = []
        for (label, function) in Self.accessors(of: variable) {
            let functionBinding = scope.declare(function.name, mutable: false, type: nil, at: function.position)
            functionBinding.forceBoxed = true
            statements.append(Stmt(.localFunction(functionBinding, function), function.position))
            arguments.append(Argument(label: label, value: Expr(.name(scope.lookup(function.name)), at)))
        }
        if !Self.didSetUsesOldValue(block) {
            arguments.append(Argument(label: "didSetUsesOldValue", value: Expr(.boolean(false), at)))
        }
        statements.append(defineStatement(Expr(.name(scope.lookup(hidden.name)), at), arguments, at: at))
        return statements
    }

    /// A `let` with accessors is refused at its `{`, in swiftc's words.
    func refuseLetWithAccessors(_ block: AccessorBlockSyntax?, isMutable: Bool) {
        guard !isMutable, let block else { return }
        var observing = false
        if case .accessors(let list) = block.accessors {
            observing = list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
        error(LoweringMessages.letWithAccessors(observing: observing), at: block.leftBrace)
    }

    private static func accessors(of variable: VarDecl) -> [(String, FunctionDecl)] {
        [("get", variable.getter), ("set", variable.setter), ("willSet", variable.willSet), ("didSet", variable.didSet)]
            .compactMap { label, function in function.map { (label, $0) } }
    }

    /// A computed variable without a setter is read-only.
    private static func hiddenTypeName(_ variable: VarDecl) -> String {
        variable.getter != nil && variable.setter == nil ? VarDecl.readOnlyVariableType : VarDecl.accessorVariableType
    }

    /// `$AccessorVariable<T>`, so the name's reads have the written type.
    private func hiddenType(_ typeName: String, _ type: TypeRef?) -> TypeRef? {
        type.map { .named([typeName], [$0]) }
    }

    /// `$AccessorVariable(initial as T)`, or `$AccessorVariable()`.
    private func makeAccessorVariable(_ typeName: String, _ type: TypeRef?, initial: Expr?, at: SourcePosition) -> Expr {
        var arguments: [Argument] = []
        if let initial {
            let value = type.map { Expr(.cast(initial, .asType, $0), initial.position) } ?? initial
            arguments.append(Argument(label: nil, value: value))
        }
        return Expr(.call(Expr(.name(.unresolved(typeName)), at), arguments), at)
    }

    private func defineStatement(_ hidden: Expr, _ arguments: [Argument], at: SourcePosition) -> Stmt {
        Stmt(.expression(Expr(.call(Expr(.member(hidden, "define"), at), arguments), at)), at)
    }
}
