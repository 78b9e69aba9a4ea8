/// The library's own enums: declared, and their values made by name.
extension Library {
    /// Declares a library enum whose cases carry nothing (`ColorScheme`):
    /// equatable, hashable and case-iterable, as Swift synthesises them.
    @discardableResult
    package func addSimpleEnum(_ name: String, cases: [String]) -> TypeInfo {
        let type = TypeInfo(name: name, kind: .enumType)
        for (i, caseName) in cases.enumerated() {
            var info = EnumCaseInfo(name: caseName, labels: nil, payloadTypes: [], rawValue: nil, singleton: nil)
            info.singleton = EnumValue(type: type, caseIndex: i, payload: [])
            type.addCase(info)
        }
        type.conformances = ["Equatable", "Hashable", "CaseIterable", "Sendable"].compactMap { types[$0] }
        addType(type)
        return type
    }

    /// Declares a library enum whose cases may carry values (`.failure(e)`):
    /// each case with how many unlabelled values it carries.
    @discardableResult
    package func addEnum(_ name: String, cases: [(String, Int)], in outer: TypeInfo? = nil) -> TypeInfo {
        let type = TypeInfo(name: name, kind: .enumType)
        for (i, (caseName, count)) in cases.enumerated() {
            var info = EnumCaseInfo(name: caseName, labels: count == 0 ? nil : Array(repeating: nil, count: count),
                                    payloadTypes: Array(repeating: .unknown, count: count), rawValue: nil, singleton: nil)
            if count == 0 { info.singleton = EnumValue(type: type, caseIndex: i, payload: []) }
            type.addCase(info)
        }
        if let outer {
            type.outer = outer
            outer.nestedTypes[name] = type
        } else {
            addType(type)
        }
        return type
    }

    /// A value of an enum `addEnum` declared.
    package func enumValue(_ type: TypeInfo, _ name: String, payload: [Value] = []) -> Value {
        guard let index = type.caseIndex(named: name) else { return .void }
        return .enumeration(EnumValue(type: type, caseIndex: index, payload: payload))
    }

    /// A case of an enum `addSimpleEnum` declared.
    package func simpleCase(_ type: TypeInfo, _ name: String) -> Value {
        guard let index = type.caseIndex(named: name), let singleton = type.cases[index].singleton else { return .void }
        return .enumeration(singleton)
    }
}
