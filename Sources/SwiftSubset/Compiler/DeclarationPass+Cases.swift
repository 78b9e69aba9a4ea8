extension DeclarationPass {
    /// An enum's cases, in order: raw values (counted on from the last
    /// one written), payload types, and payload defaults compiled with the
    /// other bodies.
    func addCases(of decl: TypeDecl, to info: TypeInfo) {
        var nextRaw = 0
        var declared: [(name: String, labels: [String?]?)] = []
        for c in decl.cases {
            let labels = c.associated.map { $0.map(\.label) }
            if declared.contains(where: { Self.casesClash($0.name, $0.labels, c.name, labels) }) {
                compiler.error(LanguageMessages.invalidRedeclaration(Self.caseDisplayName(c.name, labels)), at: c.position)
            }
            declared.append((c.name, labels))
            let payloadTypes = compiler.withGenericScope(decl.genericParameters, selfType: info) {
                (c.associated ?? []).map { compiler.resolveType($0.type, at: c.position) }
            }
            var caseInfo = EnumCaseInfo(name: c.name, labels: c.associated.map { $0.map(\.label) },
                                        payloadTypes: payloadTypes, rawValue: nil, singleton: nil)
            if info.rawType != nil, c.associated != nil {
                // `enum Drink: String { case custom(String) }`: a raw value
                // stands for the whole case, so the case cannot carry a payload.
                compiler.error(LanguageMessages.enumRawTypeWithPayload, at: c.position)
            }
            if let rawType = info.rawType { caseInfo.rawValue = compiler.rawValue(of: c, rawType: rawType, next: &nextRaw) }
            if c.associated == nil {
                caseInfo.singleton = EnumValue(type: info, caseIndex: info.cases.count, payload: [])
            }
            let associated = c.associated ?? []
            caseInfo.payloadDefaults = associated.map { _ in nil }
            caseInfo.payloadDefaultDeclared = Set(associated.indices.filter { associated[$0].defaultValue != nil })
            let caseIndex = info.cases.count
            for (j, entry) in associated.enumerated() {
                guard let value = entry.defaultValue else { continue }
                let type = payloadTypes[j]
                pendingBodies.append { [compiler] in
                    let thunk = Thunk(expr: value, slotCount: 0, selfBinding: nil)
                    info.cases[caseIndex].payloadDefaults[j] = compiler.compileThunk(thunk, expected: type, selfType: info)
                }
            }
            info.addCase(caseInfo)
        }
    }

    /// Two cases of one enum clash, as swiftc judges them: same base name,
    /// and either one has no payload (`case a, a(x: Int)`) or both have the
    /// same argument labels (`case a(Int), a(String)`); `case a(x: Int),
    /// a(y: Int)` and `case a(Int), a(Int, Int)` are distinct cases.
    static func casesClash(_ n1: String, _ l1: [String?]?, _ n2: String, _ l2: [String?]?) -> Bool {
        guard n1 == n2 else { return false }
        guard let l1, let l2 else { return true }
        return l1 == l2
    }

    /// The name swiftc's "invalid redeclaration" gives a case: the base name
    /// when no payload element has a label, else the full name (`a(x:_:)`).
    static func caseDisplayName(_ name: String, _ labels: [String?]?) -> String {
        guard let labels, labels.contains(where: { $0 != nil }) else { return name }
        return name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}
