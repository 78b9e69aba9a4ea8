/// A class must be able to initialize every stored property.
extension Compiler {
    /// A class that declares no initializer gets only `init()`, and only if
    /// each of its own stored properties has a value without one (a default,
    /// or `nil` for an optional `var`). Otherwise swiftc refuses the class,
    /// "class 'Dog' has no initializers", at its name — the mistake of a
    /// learner coming from structs, whose memberwise initializer classes do
    /// not get. Properties with a wrapper (`@Published var items: [Item]`)
    /// are not judged.
    func checkClassHasInitializers(_ decl: TypeDecl) {
        guard Compiler.refuses else { return }
        guard decl.kind == .classType, decl.initializers.isEmpty else { return }
        let needsValue = decl.properties.contains { property in
            guard !property.isStatic, !property.isOverride, property.getter == nil, property.initializer == nil, !property.isLazy,
                  wrapperAttribute(of: property) == nil else { return false }
            return !(property.isMutable && Compiler.isOptional(property.type))
        }
        guard needsValue else { return }
        error(LanguageMessages.classHasNoInitializers(decl.name), at: namePosition(of: decl))
    }

    private static func isOptional(_ type: TypeRef?) -> Bool {
        switch type {
        case .optional?, .implicitlyUnwrapped?: return true
        case .named(let path, _, _)?: return path == ["Optional"] || path == ["Swift", "Optional"]
        default: return false
        }
    }

    /// Where a type declaration's name is written on its line (its
    /// position may be its first attribute or keyword).
    func namePosition(of decl: TypeDecl) -> SourcePosition {
        let keyword: String
        switch decl.kind {
        case .structType: keyword = "struct "
        case .classType: keyword = "class "
        case .enumType: keyword = "enum "
        case .actorType: keyword = "actor "
        case .protocolType: keyword = "protocol "
        case .extensionType: return decl.position
        }
        return namePosition(of: decl.name, after: keyword, from: decl.position)
    }

    /// Where `name`, just after `keyword`, is written on the line of
    /// `start`, at or after it; `start` if it is not there.
    func namePosition(of typeName: String, after keyword: String, from start: SourcePosition) -> SourcePosition {
        let line = Array(sourceLine(start))
        let name = Array(typeName)
        var i = max(0, start.column - 1)
        while i + name.count <= line.count {
            let before = i == 0 || !(line[i - 1].isLetter || line[i - 1].isNumber || line[i - 1] == "_")
            let afterIndex = i + name.count
            let after = afterIndex == line.count || !(line[afterIndex].isLetter || line[afterIndex].isNumber || line[afterIndex] == "_")
            if before, after, Array(line[i..<afterIndex]) == name, i >= keyword.count, String(line[(i - keyword.count)..<i]) == keyword {
                var position = start
                position.column = i + 1
                return position
            }
            i += 1
        }
        return start
    }
}
