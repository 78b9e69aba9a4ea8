/// Choosing among overloads by the arguments' static types: exact
/// parameter types first, an integer literal where a Double is taken,
/// generic parameters ranked by their constraints (`<T: Numeric>` over
/// `<T>`), and the result type the context expects.
extension Compiler {
    /// Whether a value of static type `type` conforms to `required`; nil
    /// when the type is not known well enough to say.
    func conforms(_ type: StaticType, to required: TypeInfo) -> Bool? {
        func reaches(_ protocols: [TypeInfo]) -> Bool {
            var seen: [TypeInfo] = []
            var queue = protocols
            while let p = queue.popLast() {
                if p === required { return true }
                if seen.contains(where: { $0 === p }) { continue }
                seen.append(p)
                queue += p.conformances
            }
            return false
        }
        switch type {
        case .unknown: return nil
        case .generic(let name):
            guard let constraint = context.constraint(of: name) else { return false }
            return reaches([constraint])
        default:
            guard let info = typeInfo(for: type) else { return nil }
            if info === required { return true }
            var current: TypeInfo? = info
            while let t = current {
                if reaches(t.conformances) { return true }
                current = t.superclass
            }
            return false
        }
    }

    /// Picks among overloads whose labels match, preferring parameter types
    /// that fit the arguments' known types.
    func bestOverload(_ matching: [CompiledFunction], _ arguments: [Argument], expected: StaticType = .unknown) -> CompiledFunction? {
        if matching.count <= 1 { return matching.first }
        let types = arguments.map { shallowType(of: $0.value) }
        func score(_ f: CompiledFunction) -> Int {
            var s = 0
            for (i, p) in f.parameters.enumerated() where i < types.count {
                if case .generic(let name) = p.type, f.genericParameterNames.contains(name) {
                    // `<T: Numeric>` is more specific than `<T>` for an
                    // argument that conforms, and out for one that does not.
                    guard let required = f.genericConstraints[name] else { continue }
                    switch conforms(types[i], to: required) {
                    case true?: s += 1
                    case false?: s -= 10
                    case nil: break
                    }
                } else if types[i].isKnown && p.type == types[i] {
                    s += 2
                } else if types[i] == .int && p.type == .double && Compiler.isLiteral(arguments[i].value) {
                    s += 1   // an integer literal may be a Double
                } else if types[i].isKnown && p.type.isKnown && !p.type.isOptional && !p.type.isGenericLike {
                    s -= 3
                }
            }
            if f.parameters.count == arguments.count { s += 1 }
            // `let n: Int = make()` picks `make() -> Int`.
            if expected.isKnown && f.resultType.isKnown && !f.resultType.isGenericLike {
                s += f.resultType == expected ? 2 : -3
            }
            return s
        }
        return matching.max { score($0) < score($1) }
    }
}

extension Compiler {
    /// Whether one of the program's functions `candidates` could take
    /// `arguments`: their labels match, and no argument is a standard
    /// scalar (`Int`, `Double`, `String`, `Bool`, `Character`) where its
    /// parameter is another (an integer literal fits a `Double`).
    func anyOverloadFits(_ candidates: [CompiledFunction], _ arguments: [Argument]) -> Bool {
        let labels = arguments.map(\.label), trailing = arguments.map(\.isTrailingClosure)
        let scalars: [StaticType] = [.int, .double, .string, .bool, .character]
        let types = arguments.map { shallowType(of: $0.value) }
        return candidates.contains { f in
            guard ArgumentPlan.match(labels: labels, trailing: trailing, to: Signature(f)) != nil else { return false }
            for (i, p) in f.parameters.enumerated() where i < types.count && p.type != types[i] {
                guard scalars.contains(p.type), scalars.contains(types[i]) else { continue }
                if types[i] == .int && p.type == .double && Compiler.isLiteral(arguments[i].value) { continue }
                return false
            }
            return true
        }
    }
}
