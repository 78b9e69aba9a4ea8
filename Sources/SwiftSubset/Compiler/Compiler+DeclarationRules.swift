/// Declarations swiftc refuses whatever their use: a `deinit` in a struct
/// or enum (only classes and actors are destroyed as one object), `weak`
/// on a property of a value type (a weak reference needs an object to
/// point at) or of a non-optional type (it must be able to become nil), and a subclass's initializer that never calls `super.init`
/// where the superclass has no initializer to call implicitly.
extension Compiler {
    /// `deinit` in a struct or enum (not a `~Copyable` one): "deinitializer
    /// cannot be declared in struct 'TempFile' that conforms to 'Copyable'",
    /// at `deinit`.
    func checkDeinitializerOwner(_ decl: TypeDecl, _ info: TypeInfo, isExtension: Bool) {
        guard Compiler.refuses else { return }
        guard !isExtension, let deinitializer = decl.deinitializer,
              info.kind == .structType || info.kind == .enumType,
              !decl.inherited.contains(where: { $0.baseName?.contains("Copyable") == true }) else { return }
        error(LanguageMessages.deinitializerInValueType(info.kind == .structType ? "struct" : "enum", info.name),
              at: deinitializer.position)
    }

    /// `weak var owner: Owner?` where `Owner` is a struct, an enum or a
    /// standard value type (`Int`, `String`, an array, a dictionary):
    /// "'weak' may only be applied to class and class-bound protocol types,
    /// not 'Owner'", at the property's name. Protocols and generic
    /// parameters are not judged (whether they are class-bound is another
    /// question).
    func checkWeakReferenceType(_ property: VarDecl, _ declaredType: StaticType) {
        guard Compiler.refuses else { return }
        guard property.ownership == .weak else { return }
        let referenced = declaredType.wrappedIfOptional
        if !declaredType.isOptional, case .nominal(let info, _) = declaredType,
           info.kind == .classType || info.kind == .protocolType {
            // `weak var delegate: DownloadDelegate`: a weak reference becomes
            // nil when its object goes, so its type must be optional.
            let name = diagnosticName(declaredType), existential = name.hasPrefix("any ") ? name : "any " + name
            error(LanguageMessages.weakNotOptional(info.kind == .protocolType ? "(\(existential))?" : name + "?"),
                  at: property.position)
            return
        }
        switch referenced {
        case .int, .double, .bool, .string, .character, .array, .dictionary:
            break
        case .nominal(let info, _) where Compiler.isProgramType(info) && (info.kind == .structType || info.kind == .enumType):
            break
        default:
            return
        }
        error(LanguageMessages.weakOnValueType(diagnosticName(referenced)), at: property.position)
    }

    /// A subclass's designated initializer with no `super.init(…)` (nor
    /// `self.init(…)`) anywhere in its body, where every initializer of the
    /// superclass (a program class) takes arguments: swiftc cannot call one
    /// implicitly ("'super.init' isn't called on all paths before returning
    /// from initializer", at the body's `}`). A call on some paths only is
    /// not judged.
    func checkSuperInitCalled(_ decl: FunctionDecl, type: TypeInfo) {
        guard Compiler.refuses else { return }
        guard type.kind == .classType, !decl.isConvenience, let body = decl.body, let closingBrace = decl.closingBrace,
              let superclass = type.superclass, Compiler.isProgramType(superclass) else { return }
        let initializers = superclass.initializers
        guard !initializers.isEmpty,
              !initializers.contains(where: { $0.function.parameters.allSatisfy(\.hasDefault) }) else { return }
        let delegates = Compiler.containsCall(body, receiver: .superRef, name: "init")
        guard !delegates else { return }
        error(LanguageMessages.superInitNotCalled, at: closingBrace)
    }
}
