extension DeclarationPass {
    /// An enum's cases, in order: raw values (counted on from the last
    /// one written), payload types, and payload defaults compiled with the
    /// other bodies.
    func addCases(of decl: TypeDecl, to info: TypeInfo) {
        var nextRaw = 0
        for c in decl.cases {
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
}
