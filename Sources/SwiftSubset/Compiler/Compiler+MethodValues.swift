/// Methods used as values without being called.
extension Compiler {
    /// `Counter.current`: an instance method taken from the type, a
    /// function from an instance to the method bound to it.
    func compileUnappliedMethod(_ info: TypeInfo, _ name: String, _ member: Member, _ function: CompiledFunction,
                                at position: SourcePosition) -> Compiled {
        let rt = self.rt
        let value = Value.function(FunctionValue(.native(name: info.name + "." + name) { _, args throws(Unwind) in
            guard let receiver = args.first else {
                throw .trap(Trap(message: LanguageMessages.cannotCall(name, arguments: 0), position: position))
            }
            return try rt.readMember(receiver, member, name, at: position)
        }))
        let method: StaticType = .function(function.parameters.map(\.type), function.resultType)
        return constant(value, .function([instanceType(of: info)], method))
    }
}

/// Methods named with their argument labels (`x.move(to:)`,
/// `Point.distance(from:)`, `format(item:)` inside the type): the labels
/// pick the overload, as in Swift; a name without them takes the first.
extension Compiler {
    /// `move(to:)` split into its base name and labels (`_` is nil);
    /// nil for a plain name.
    static func compoundName(_ name: String) -> (base: String, labels: [String?])? {
        guard name.hasSuffix(":)"), let open = name.firstIndex(of: "("), open != name.startIndex else { return nil }
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: false).dropLast()
            .map { $0 == "_" ? nil : String($0) }
        return (String(name[..<open]), labels)
    }

    /// The overloads among `member` whose labels are `labels`; nil when
    /// `member` is not a method, or none has them.
    static func member(_ member: Member, labelled labels: [String?]) -> Member? {
        switch member {
        case .methods(let methods):
            let chosen = methods.filter { $0.function.labels == labels }
            return chosen.isEmpty ? nil : .methods(chosen)
        case .native(let natives):
            let chosen = natives.filter { native in
                guard let parameters = native.signature?.parameters, !native.isProperty else { return false }
                return parameters.map(\.label) == labels
            }
            return chosen.isEmpty ? nil : .native(chosen)
        default:
            return nil
        }
    }

    /// `receiver.base(labels:)` as a value: the method with those labels,
    /// bound to the receiver, looked up on the receiver's dynamic type (a
    /// subclass's override is the one bound).
    func compileLabelledMethodValue(_ receiver: Compiled, _ base: String, _ labels: [String?],
                                    at position: SourcePosition) -> Compiled {
        let rt = self.rt
        let library = self.library
        let eval = receiver.eval
        var type = StaticType.unknown
        if let info = typeInfo(for: receiver.type), let member = library.lookupMember(info, base) {
            guard let chosen = Compiler.member(member, labelled: labels) else {
                error(LanguageMessages.noMember(info.name, Compiler.fullName(base, labels)), at: position)
                return failed(position)
            }
            type = memberType(chosen, receiver: receiver.type)
        }
        return Compiled(eval: { f throws(Unwind) in
            let value = try eval(f)
            let member = try Compiler.resolve(value, base, library: library, at: position)
            guard let chosen = Compiler.member(member, labelled: labels) else {
                throw .trap(Trap(message: LanguageMessages.noMember(library.typeName(of: value), Compiler.fullName(base, labels)),
                                 position: position))
            }
            return try rt.readMember(value, chosen, base, at: position)
        }, type: type)
    }

    /// `Type.base(labels:)`: a static method with those labels, or an
    /// instance method unapplied (a function from an instance).
    func compileLabelledStaticMember(_ info: TypeInfo, _ base: String, _ labels: [String?], at position: SourcePosition) -> Compiled? {
        if case .methods(let methods)? = library.lookupStatic(info, base) {
            guard let method = methods.first(where: { $0.function.labels == labels }) else { return nil }
            let value = Value.function(FunctionValue(.compiled(method.function, captures: [], boundSelf: .type(info))))
            return constant(value, .function(method.function.parameters.map(\.type), method.function.resultType))
        }
        guard let member = library.lookupMember(info, base), let chosen = Compiler.member(member, labelled: labels),
              case .methods(let methods) = chosen, let first = methods.first?.function else { return nil }
        return compileUnappliedMethod(info, base, chosen, first, at: position)
    }

    static func fullName(_ base: String, _ labels: [String?]) -> String {
        base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}
