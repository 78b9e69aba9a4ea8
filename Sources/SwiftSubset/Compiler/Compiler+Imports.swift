/// Library API from a module the program did not import: refused in
/// swiftc's words, where swiftc refuses it. A Foundation type named
/// without `import Foundation` is "cannot find 'Date' in scope", a
/// Foundation member of a standard type "value of type 'String' has no
/// member 'components'", a Foundation function "cannot find 'sqrt' in
/// scope". Which module each piece comes from, and what an import makes
/// visible, is the library's (`Library+Modules.swift`); what the session
/// imported is the environment's (`GlobalEnvironment.visibleModules`).
extension Compiler {
    /// Whether the type `name` (the program's, or the library's `type`;
    /// `nil` for a library alias such as `TimeInterval`) is in scope: a
    /// library type of a module the program has not imported is not, and
    /// naming it is "cannot find 'Date' in scope" like any unknown name.
    func isImported(_ name: String, _ type: TypeInfo?) -> Bool {
        guard let module = library.typeModules[name], !env.visibleModules.contains(module) else { return true }
        // A program's own `struct Date` is not Foundation's.
        if let type, library.types[name] !== type { return true }
        return false
    }

    /// Whether a library initializer is in scope: one from a module the
    /// program has not imported (Foundation's `String(format:)`) is not.
    func isImported(_ initializer: Initializer) -> Bool {
        guard case .native(let member) = initializer.kind, let module = member.module else { return true }
        return env.visibleModules.contains(module)
    }

    /// Whether `name` on a value of static type `receiver` is only a member
    /// from a module the program has not imported (every overload of it);
    /// if so, the error is reported at `position`.
    func refuseUnimportedMember(_ receiver: StaticType, _ name: String, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard let info = typeInfo(for: receiver), case .native(let natives)? = library.lookupMember(info, name),
              let module = Library.module(of: natives), !env.visibleModules.contains(module) else { return false }
        // A protocol's value is an existential: swiftc says 'any Error'.
        let shown = info.kind == .protocolType && receiver.nominalType === info ? "any " + info.name : receiver.description
        error(LanguageMessages.noMember(shown, name), at: position)
        return true
    }

    /// Whether `name` is one of the members of a `ReversedCollection` that
    /// take or give its indices or slices, which StateLab does not model;
    /// if so, the refusal is reported at `position`. Checked before the
    /// protocols' members, which would answer with an array's offsets.
    func refuseReversedIndexing(_ receiver: StaticType, _ name: String, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard case .nominal(let info, _) = receiver.wrappedIfOptional,
              info === library.reversedCollection || info === library.reversedSlice,
              Library.reversedIndexingMembers.contains(name) else { return false }
        let type = info === library.reversedSlice ? "a " + receiver.wrappedIfOptional.description : "a ReversedCollection"
        error(LanguageMessages.reversedCollectionIndexing(name, of: type), at: position)
        return true
    }

    /// Whether the library's free function `name` comes from a module the
    /// program has not imported; if so, the error is reported at `position`.
    func refuseUnimportedFunction(_ name: String, at position: SourcePosition) -> Bool {
        guard Compiler.refuses else { return false }
        guard let natives = library.freeFunctionMembers(named: name), let module = Library.module(of: natives),
              !env.visibleModules.contains(module) else { return false }
        error(LanguageMessages.cannotFindInScope(name), at: position)
        return true
    }
}
