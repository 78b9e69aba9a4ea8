/// A subclass member that replaces one of its superclass's says so with
/// `override`, and only such a member may: swiftc refuses
/// `class Dog: Animal { func speak() … }` when `Animal` has `speak()`
/// ("overriding declaration requires an 'override' keyword"), and
/// `override func fetch()` when no superclass has `fetch()` ("method does
/// not override any method from its superclass"). Without the check the
/// first ran as an override and the second as a new method.
///
/// What is judged, on classes the program declares (not their extensions):
/// - instance and class methods: the same name, labels, parameter and
///   result types as a superclass's;
/// - properties: a superclass's stored or computed property of the same
///   name (a stored property may not replace one at all);
/// - initializers: a designated initializer of the superclass (or the
///   `init()` it gets when it declares none) with the same labels and
///   parameter types, replaced by a designated or convenience initializer.
/// "Does not override" is said only when every superclass is the
/// program's: a library superclass (`NSObject`) has members StateLab does
/// not list.
extension Compiler {
    func checkOverrides(_ decl: TypeDecl, _ info: TypeInfo) {
        guard Compiler.refuses else { return }
        guard decl.kind == .classType else { return }
        let chain = Compiler.superclassChain(of: info)
        let chainIsKnown = chain.allSatisfy { Compiler.isProgramType($0) }
        checkMethodOverrides(decl, info, chain, chainIsKnown)
        checkPropertyOverrides(decl, chain, chainIsKnown)
        checkInitializerOverrides(decl, info, chain, chainIsKnown)
    }

    private static func superclassChain(of info: TypeInfo) -> [TypeInfo] {
        var chain: [TypeInfo] = []
        var current = info.superclass
        while let t = current, !chain.contains(where: { $0 === t }) {
            chain.append(t)
            current = t.superclass
        }
        return chain
    }

    /// A superclass's parameter typed by its generic parameter (`Box<T>`'s
    /// `add(_: T)`) matches any type: the subclass binds `T`.
    private static func sameParameters(_ a: CompiledFunction, _ b: CompiledFunction, labels: Bool = true) -> Bool {
        a.parameters.count == b.parameters.count && zip(a.parameters, b.parameters).allSatisfy { p, q in
            (!labels || p.label == q.label) && sameType(p.type, q.type) && p.isInout == q.isInout && p.isVariadic == q.isVariadic
        }
    }

    private static func sameType(_ a: StaticType, _ b: StaticType) -> Bool {
        a == b || !a.isKnown || !b.isKnown || !Compiler.genericNames(in: a).isEmpty || !Compiler.genericNames(in: b).isEmpty
    }

    /// Methods a superclass has without writing them: `encode(to:)` of an
    /// `Encodable` class is synthesized.
    private static func synthesizedMethods(of chain: [TypeInfo]) -> Set<String> {
        chain.contains { $0.conforms(to: "Encodable") } ? ["encode(to:)"] : []
    }

    private func checkMethodOverrides(_ decl: TypeDecl, _ info: TypeInfo, _ chain: [TypeInfo], _ chainIsKnown: Bool) {
        guard Compiler.refuses else { return }
        for method in decl.methods where method.name != FunctionDecl.subscriptGetter && method.name != FunctionDecl.subscriptSetter
            && (!method.isStatic || method.isClassMethod) {
            func table(_ t: TypeInfo) -> [MethodInfo] { (method.isStatic ? t.staticMethods : t.methods)[method.name] ?? [] }
            guard let mine = table(info).first(where: { $0.function.position == method.position })?.function else { continue }
            let inherited = chain.flatMap(table).filter { $0.owner !== info }
            let replaced = inherited.first {
                Compiler.sameParameters($0.function, mine) && $0.function.resultType == mine.resultType
            }
            if replaced != nil, !method.isOverride {
                error(LanguageMessages.overrideKeywordRequired, at: method.position)
            } else if replaced == nil, method.isOverride, chainIsKnown,
                      !Compiler.synthesizedMethods(of: chain).contains(mine.fullName) {
                if let other = inherited.first(where: { Compiler.sameParameters($0.function, mine, labels: false) }) {
                    error(LanguageMessages.overrideLabelsDiffer("method", mine.fullName, other.function.fullName), at: method.position)
                } else {
                    error(LanguageMessages.overridesNothing("method"), at: method.position)
                }
            }
        }
    }

    private func checkPropertyOverrides(_ decl: TypeDecl, _ chain: [TypeInfo], _ chainIsKnown: Bool) {
        guard Compiler.refuses else { return }
        for property in decl.properties where !property.isStatic && !property.isRequirement {
            let inherited = chain.contains { t in
                t.storedProperties.contains { $0.name == property.name } || t.computedProperties[property.name] != nil
            }
            let isStored = property.getter == nil && property.setter == nil && !property.isOverride
            if inherited, isStored {
                error(LanguageMessages.cannotOverrideWithStored(property.name), at: property.position)
            } else if inherited, !property.isOverride {
                error(LanguageMessages.overrideKeywordRequired, at: property.position)
            } else if !inherited, property.isOverride, chainIsKnown {
                error(LanguageMessages.overridesNothing("property"), at: property.position)
            }
        }
    }

    private func checkInitializerOverrides(_ decl: TypeDecl, _ info: TypeInfo, _ chain: [TypeInfo], _ chainIsKnown: Bool) {
        guard Compiler.refuses else { return }
        guard let superclass = chain.first else {
            for initializer in decl.initializers where initializer.isOverride {
                error(LanguageMessages.initializerOverridesNothing, at: initializer.position)
            }
            return
        }
        let designated = Library.classInitializers(superclass).filter { !$0.function.isConvenience }.map(\.function)
        // A superclass that declares no initializer (and inherits none) has
        // `init()`, when its properties all have values.
        let impliedEmptyInit = designated.isEmpty && chainIsKnown
        for initializer in decl.initializers {
            guard let mine = info.initializers.first(where: { $0.function.position == initializer.position })?.function
            else { continue }
            let replaces = designated.contains { Compiler.sameParameters($0, mine) } || (impliedEmptyInit && mine.parameters.isEmpty)
            if replaces, !initializer.isOverride, !initializer.isRequired {
                error(LanguageMessages.overrideKeywordRequired, at: initializer.position)
            } else if !replaces, initializer.isOverride, chainIsKnown {
                if let other = designated.first(where: { Compiler.sameParameters($0, mine, labels: false) }) {
                    error(LanguageMessages.overrideLabelsDiffer("initializer", mine.fullName, other.fullName), at: initializer.position)
                } else {
                    error(LanguageMessages.initializerOverridesNothing, at: initializer.position)
                }
            }
        }
    }
}
