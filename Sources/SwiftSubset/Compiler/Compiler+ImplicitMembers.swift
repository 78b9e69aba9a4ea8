/// Implicit member expressions (`.idle`, `.init(…)`, `.some(x)`) resolved
/// against the type the context expects, and the library's styling tokens
/// (`.horizontal`, `.system(size: 20)`), kept as written.
extension Compiler {
    /// `.name` resolved against the type the context expects.
    func compileImplicitMember(_ name: String, arguments: [Argument]?, expected: StaticType, at position: SourcePosition) -> Compiled {
        if let token = library.tokenType, expected.nominalType === token {
            return compileToken(name, arguments: arguments)
        }
        var base = expected.wrappedIfOptional
        if case .metatype(let t) = base { base = t }
        if base.isKnown, let info = typeInfo(for: base), info !== library.optional || name == "some" || name == "none" {
            if name == "init" || library.lookupStatic(info, name) != nil {
                if let arguments {
                    return compileStaticCall(base, name, arguments, expected: expected, at: position)
                }
                return compileStaticMember(base, name, expected: expected, at: position)
            }
        }
        if name == "none" || name == "some" {
            if let arguments, name == "some", let first = arguments.first {
                let inner = compileExpr(first.value, expected: expected.wrappedIfOptional).eval
                return Compiled(eval: { f throws(Unwind) in .some(try inner(f)) }, type: expected)
            }
            return constant(.none, expected)
        }
        if case .generic(let parameter) = base, genericBinding(parameter) != nil || genericParameterUser(parameter) != nil {
            // `.zero` where the context is a generic parameter (`reduce(.zero, +)`
            // in `func total<T: AdditiveArithmetic>`): `T.zero`, on the type the
            // call bound, as swiftc resolves it through the constraint.
            let typeName = Expr(.name(.unresolved(parameter)), position)
            if let arguments { return compileExpr(Expr(.call(Expr(.member(typeName, name), position), arguments), position), expected: expected) }
            return compileMemberAccess(typeName, name, expected: expected, at: position)
        }
        // No usable context: the member must name exactly one type's member.
        var candidates = library.implicitMemberOwners(name, in: env)
        if candidates.count > 1 {
            // Where Swift would infer the type from a generic argument, the
            // types visible here by name come first: the enclosing ones' own.
            let visible = candidates.filter { candidate in lookupType(candidate.name) === candidate }
            if !visible.isEmpty { candidates = visible }
        }
        if candidates.count > 1, let reads = context.selfType?.environmentValueTypes, !reads.isEmpty {
            // `.active` in a view that reads `\.scenePhase`: that value's
            // type, as the comparison or assignment would give in swiftc.
            let read = candidates.filter { candidate in reads.contains { $0 === candidate } }
            if read.count == 1 { candidates = read }
        }
        guard candidates.count == 1, let owner = candidates.first else {
            if candidates.isEmpty, let info = base.nominalType, isPartlyModelledLibraryType(info) {
                // `options: .backwards`: real Foundation has more of this
                // type's members than StateLab does.
                error(LanguageMessages.unmodelledMember(info.name, name), at: position)
            } else if candidates.isEmpty {
                error(expected.isKnown ? LanguageMessages.typeHasNoMember("\(base)", name)
                      : LanguageMessages.cannotInferContextualBase(name), at: position)
            } else {
                error(LanguageMessages.ambiguousUse(name, candidates: candidates.map(\.name).sorted()), at: position)
            }
            return failed(position)
        }
        let ownerType = instanceType(of: owner)
        if let arguments {
            return compileStaticCall(ownerType, name, arguments, expected: expected, at: position)
        }
        return compileStaticMember(ownerType, name, expected: expected, at: position)
    }

    /// `.horizontal`, `.system(size: 20)` against the library's token type:
    /// kept as written, arguments evaluated.
    func compileToken(_ name: String, arguments: [Argument]?, prefix: String = ".") -> Compiled {
        guard let arguments else { return constant(.native(TokenValue(prefix + name)), .unknown) }
        let token: StaticType = library.tokenType.map { .nominal($0, []) } ?? .unknown
        let codes = compileArguments(arguments, expected: Array(repeating: token, count: arguments.count))
        let labels = arguments.map(\.label)
        let rt = self.rt
        return Compiled(eval: { f throws(Unwind) in
            var parts: [String] = []
            for (code, label) in zip(codes, labels) {
                let text = try rt.library.describeToken(try code.eval(f), rt: rt)
                parts.append(label.map { "\($0): \(text)" } ?? text)
            }
            return .native(TokenValue(prefix + "\(name)(" + parts.joined(separator: ", ") + ")"))
        }, type: .unknown)
    }

    /// `.caption2.bold()`, `.headline.weight(.semibold)` where the library
    /// expects its token type: an implicit member chain takes its base from
    /// the context (SE-0287), so the whole chain is a token, kept as
    /// written; nil for anything else.
    func compileTokenChain(_ expr: Expr, expected: StaticType) -> Compiled? {
        guard let token = library.tokenType, expected.nominalType === token, Self.isImplicitMemberChain(expr) else { return nil }
        return compileTokenPart(expr)
    }

    /// A member or a method of something rooted in `.name`: `.caption2.bold()`.
    private static func isImplicitMemberChain(_ expr: Expr) -> Bool {
        func rooted(_ e: Expr) -> Bool {
            switch e.kind {
            case .implicitMember: return true
            case .member(let base, _): return rooted(base)
            case .call(let callee, _): return rooted(callee)
            default: return false
            }
        }
        switch expr.kind {
        case .member(let base, _): return rooted(base)
        case .call(let callee, _):
            if case .member(let base, _) = callee.kind { return rooted(base) }
            return false
        default: return false
        }
    }

    func compileTokenPart(_ expr: Expr) -> Compiled {
        let rt = self.rt
        func joined(_ base: Compiled, _ rest: Compiled) -> Compiled {
            let (b, r) = (base.eval, rest.eval)
            return Compiled(eval: { f throws(Unwind) in
                .native(TokenValue(try rt.library.describeToken(try b(f), rt: rt) + (try rt.library.describeToken(try r(f), rt: rt))))
            }, type: .unknown)
        }
        switch expr.kind {
        case .implicitMember(let name):
            return compileToken(name, arguments: nil)
        case .member(let base, let name):
            return joined(compileTokenPart(base), compileToken(name, arguments: nil))
        case .call(let callee, let arguments):
            if case .implicitMember(let name) = callee.kind { return compileToken(name, arguments: arguments) }
            if case .member(let base, let name) = callee.kind {
                return joined(compileTokenPart(base), compileToken(name, arguments: arguments))
            }
            return compileExpr(expr)
        default:
            return compileExpr(expr)
        }
    }
}
