/// Writes declarations and types: `ASTWriter.swift` has the programs,
/// statements and the shared helpers.
extension ASTWriter {
    mutating func attribute(_ a: Attribute) {
        out.string(a.name)
        list(a.arguments) { $0.argument($1) }
        position(a.position)
    }

    mutating func thunk(_ t: Thunk) {
        object(t) { w, t in
            w.expr(t.expr)
            w.out.count(t.slotCount)
            w.optional(t.selfBinding) { $0.binding($1) }
        }
    }

    mutating func parameter(_ p: Parameter) {
        out.optionalString(p.label)
        binding(p.binding)
        optional(p.type) { $0.type($1) }
        optional(p.defaultValue) { $0.thunk($1) }
        out.bool(p.isInout)
        out.bool(p.isVariadic)
        out.bool(p.isAutoclosure)
        list(p.attributes) { $0.attribute($1) }
    }

    mutating func function(_ f: FunctionDecl) {
        object(f) { w, f in
            w.out.string(f.name)
            w.list(f.parameters) { $0.parameter($1) }
            w.optional(f.body) { $0.statements($1) }
            w.optional(f.result) { $0.type($1) }
            w.out.bool(f.isStatic)
            w.out.bool(f.isMutating)
            w.out.bool(f.isAsync)
            w.out.bool(f.isThrowing)
            w.out.bool(f.isOverride)
            w.list(f.attributes) { $0.attribute($1) }
            w.out.strings(f.genericParameters)
            w.list(f.captures) { $0.capture($1) }
            w.out.count(f.slotCount)
            w.optional(f.selfBinding) { $0.binding($1) }
            w.position(f.position)
            w.out.bool(f.isFailable)
            w.out.bool(f.isConvenience)
            w.out.bool(f.isRequired)
            w.out.bool(f.isPrivate)
            w.out.bool(f.isSingleExpression)
            w.optional(f.fixity) { w, fixity in w.out.byte(fixity == .prefix ? 0 : 1) }
            w.optional(f.closingBrace) { $0.position($1) }
            w.out.bool(f.isClassMethod)
            // Sorted, so the same program always gives the same bytes.
            w.list(f.genericConstraints.sorted { $0.key < $1.key }) { w, entry in
                w.out.string(entry.key)
                w.type(entry.value)
            }
            w.optional(f.thrownType) { $0.type($1) }
        }
    }

    mutating func variable(_ v: VarDecl) {
        object(v) { w, v in
            w.out.string(v.name)
            w.out.bool(v.isMutable)
            w.out.bool(v.isStatic)
            w.out.bool(v.isLazy)
            w.optional(v.type) { $0.type($1) }
            w.optional(v.initializer) { $0.thunk($1) }
            w.list(v.attributes) { $0.attribute($1) }
            w.optional(v.getter) { $0.function($1) }
            w.optional(v.setter) { $0.function($1) }
            w.optional(v.willSet) { $0.function($1) }
            w.optional(v.didSet) { $0.function($1) }
            w.ownership(v.ownership)
            w.out.bool(v.isAsyncLet)
            w.position(v.position)
            w.out.bool(v.isPrivate)
            w.out.bool(v.hasPrivateSetter)
            w.out.bool(v.isOverride)
            w.out.bool(v.isRequirement)
            w.out.bool(v.requiresSetter)
            w.out.count(v.destructuredCount)
        }
    }

    mutating func typeDecl(_ t: TypeDecl) {
        object(t) { w, t in
            switch t.kind {
            case .structType: w.out.byte(0)
            case .classType: w.out.byte(1)
            case .enumType: w.out.byte(2)
            case .protocolType: w.out.byte(3)
            case .extensionType: w.out.byte(4)
            case .actorType: w.out.byte(5)
            }
            w.out.string(t.name)
            w.optional(t.extendedType) { $0.type($1) }
            w.list(t.inherited) { $0.type($1) }
            w.out.strings(t.genericParameters)
            w.list(t.attributes) { $0.attribute($1) }
            w.out.bool(t.isFinal)
            w.list(t.properties) { $0.variable($1) }
            w.list(t.methods) { $0.function($1) }
            w.list(t.initializers) { $0.function($1) }
            w.optional(t.deinitializer) { $0.function($1) }
            w.list(t.cases) { w, c in
                w.out.string(c.name)
                w.optional(c.associated) { w, values in
                    w.list(values) { w, value in
                        w.out.optionalString(value.label)
                        w.type(value.type)
                        w.optional(value.defaultValue) { $0.expr($1) }
                    }
                }
                w.optional(c.rawValue) { $0.expr($1) }
                w.position(c.position)
            }
            w.list(t.nestedTypes) { $0.typeDecl($1) }
            w.list(t.typeAliases) { w, alias in
                w.out.string(alias.0)
                w.out.strings(alias.2)
                w.type(alias.1)
            }
            w.out.bool(t.isIndirect)
            w.out.strings(t.requirements)
            w.position(t.position)
        }
    }

    // MARK: - Types

    mutating func type(_ t: TypeRef) {
        switch t {
        case .named(let path, let arguments, let at):
            out.byte(0); out.strings(path); list(arguments) { $0.type($1) }; optional(at) { $0.position($1) }
        case .optional(let wrapped):
            out.byte(1); type(wrapped)
        case .implicitlyUnwrapped(let wrapped):
            out.byte(2); type(wrapped)
        case .array(let element):
            out.byte(3); type(element)
        case .dictionary(let key, let value):
            out.byte(4); type(key); type(value)
        case .tuple(let elements):
            out.byte(5); list(elements) { $0.type($1) }
        case .labeledTuple(let labels, let elements):
            out.byte(6); list(labels) { $0.out.optionalString($1) }; list(elements) { $0.type($1) }
        case .function(let parameters, let result, let isAsync, let throwing):
            out.byte(7); list(parameters) { $0.type($1) }; type(result); out.bool(isAsync); out.bool(throwing)
        case .opaque(let constraint):
            out.byte(8); type(constraint)
        case .metatype(let instance):
            out.byte(9); type(instance)
        case .composition(let parts):
            out.byte(10); list(parts) { $0.type($1) }
        }
    }
}
