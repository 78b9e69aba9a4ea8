/// A call of a standard type's member or initializer whose labels fit none
/// of StateLab's overloads, but fit one real Swift has
/// (`xs.removeAll(keepingCapacity: true)`, `"a,b".split(separator: ",",
/// maxSplits: 1)` where only some overloads are modelled): refused as not
/// modelled, by name, before the program runs — never in swiftc's words
/// ("incorrect argument label", "extra argument"), which would say the
/// learner's correct Swift is wrong. Real Swift's overloads are read from
/// `StandardMemberSignatures`, generated from the toolchain's symbol
/// graphs with their labels, defaults and variadic parameters; where the
/// labels fit none of those either, swiftc refuses the call too, and the
/// refusal in its words stands.
extension Compiler {
    /// Whether the call `name(arguments)` on a value (or, for `init` and
    /// static members, the type) of `receiver` fits an overload of real
    /// Swift's and none of `modelled` (StateLab's); if so it is refused as
    /// not modelled at `position`.
    func refuseUnmodelledOverload(_ receiver: StaticType, _ name: String, _ arguments: [Argument],
                                  modelled: [Signature], at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        var type = receiver
        if case .metatype(let t) = type { type = t }
        guard let info = typeInfo(for: type), info.kind == .builtin, library.types[info.name] === info,
              let real = StandardMemberSignatures.signatures(of: info.name, named: name) else { return false }
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let fitsModelled = modelled.contains { signature in
            Compiler.labelsFit(labels, trailing, signature.parameters.map { ($0.label, $0.hasDefault, $0.isVariadic) })
        }
        guard !fitsModelled, real.contains(where: { Compiler.labelsFit(labels, trailing, $0) }) else { return false }
        let written = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        let shown = receiver.isKnown && !Compiler.isMetatype(receiver) && name != "init" ? diagnosticName(receiver) : info.name
        error(LanguageMessages.unmodelledMember(shown, written), at: position)
        return true
    }

    private static func isMetatype(_ type: StaticType) -> Bool {
        if case .metatype = type { return true }
        return false
    }

    /// Whether arguments with `labels` (nil: none; `trailing`: written as
    /// trailing closures, which a parameter of any label may take) bind to
    /// `parameters` as Swift binds them: in order, a defaulted or variadic
    /// parameter may be left out, a variadic one takes the unlabelled
    /// arguments after its first.
    static func labelsFit(_ labels: [String?], _ trailing: [Bool],
                          _ parameters: [(label: String?, defaulted: Bool, variadic: Bool)]) -> Bool {
        func fits(_ a: Int, _ p: Int) -> Bool {
            trailing[a] ? labels[a] == nil || labels[a] == parameters[p].label : labels[a] == parameters[p].label
        }
        func match(_ p: Int, _ a: Int) -> Bool {
            if p == parameters.count { return a == labels.count }
            let parameter = parameters[p]
            if parameter.defaulted || parameter.variadic, match(p + 1, a) { return true }   // left out
            guard a < labels.count, fits(a, p) else { return false }
            var next = a + 1
            if match(p + 1, next) { return true }
            while parameter.variadic, next < labels.count, labels[next] == nil, !trailing[next] {
                next += 1   // more of a variadic parameter's values
                if match(p + 1, next) { return true }
            }
            return false
        }
        return match(0, 0)
    }
}

extension StandardMemberSignatures {
    /// Each listed type's signatures by base name, parsed once per process:
    /// `split(separator:maxSplits=:)` is `split` with a `separator`
    /// parameter and a defaulted `maxSplits`.
    private static let parsed: [String: [String: [[(label: String?, defaulted: Bool, variadic: Bool)]]]] = table.mapValues { text in
        var byName: [String: [[(label: String?, defaulted: Bool, variadic: Bool)]]] = [:]
        for entry in text.utf8.split(separator: UInt8(ascii: " ")) {
            let signature = String(decoding: entry, as: UTF8.self)
            guard let open = signature.firstIndex(of: "("), signature.hasSuffix(")") else { continue }
            let name = String(signature[..<open].prefix { $0 != "<" })
            let inside = signature[signature.index(after: open)..<signature.index(before: signature.endIndex)]
            let parameters = inside.split(separator: ":").map { part -> (label: String?, defaulted: Bool, variadic: Bool) in
                var label = Substring(part)
                let variadic = label.hasSuffix("*")
                if variadic { label = label.dropLast() }
                let defaulted = label.hasSuffix("=")
                if defaulted { label = label.dropLast() }
                return (label == "_" ? nil : String(label), defaulted, variadic)
            }
            byName[name, default: []].append(parameters)
        }
        return byName
    }

    /// Real Swift's overloads of `name` on the standard type `typeName`,
    /// or nil when the type is not listed or has no member of that name.
    static func signatures(of typeName: String, named name: String) -> [[(label: String?, defaulted: Bool, variadic: Bool)]]? {
        parsed[typeName]?[name]
    }
}
