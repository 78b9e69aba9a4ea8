/// Smaller standard types and synthesized conformances: `Never`,
/// `Result`, `ArraySlice`, range bounds, `RawRepresentable`'s
/// `rawValue`, `CaseIterable`'s `allCases`, rounding rules.
extension Library {
    func installStandardTypes() {
        let never = TypeInfo(name: "Never", kind: .builtin)
        addType(never)

        // Optional(x)
        staticMethod(optional, "init(_:)") { _, _, args, _ throws(Unwind) in Value.wrapOptional(args[0]) }

        // Result<Success, Failure>
        let result = TypeInfo(name: "Result", kind: .enumType)
        result.printedModule = "Swift"
        result.genericParameters = ["Success", "Failure"]
        result.addCase(EnumCaseInfo(name: "success", labels: [nil], payloadTypes: [.generic("Success")], rawValue: nil, singleton: nil))
        result.addCase(EnumCaseInfo(name: "failure", labels: [nil], payloadTypes: [.generic("Failure")], rawValue: nil, singleton: nil))
        addType(result)
        staticMethod(result, "init(catching:)") { rt, _, args, at throws(Unwind) in
            do throws(Unwind) {
                let value = try rt.call(try Library.function(args[0], at), [], at: at)
                return .enumeration(EnumValue(type: result, caseIndex: 0, payload: [value]))
            } catch {
                guard case .thrown(let thrown) = error else { throw error }
                return .enumeration(EnumValue(type: result, caseIndex: 1, payload: [thrown]))
            }
        }
        method(result, "get()") { _, v, _, _ throws(Unwind) in
            guard case .enumeration(let e) = v else { return .void }
            if e.caseIndex == 1 { throw .thrown(e.payload[0]) }
            return e.payload[0]
        }

        // ArraySlice keeps its base's indices.
        arraySlice.conformances = array.conformances
        arraySlice.genericParameters = ["Element"]
        nativeTypes["ArraySlice"] = arraySlice
        installSequenceMethods(on: arraySlice)
        property(arraySlice, "startIndex", .int) { _, v, _ throws(Unwind) in .int((v.nativeObject as? ArraySliceValue)?.startIndex ?? 0) }
        property(arraySlice, "endIndex", .int) { _, v, _ throws(Unwind) in
            let slice = v.nativeObject as? ArraySliceValue
            return .int((slice?.startIndex ?? 0) + (slice?.values.count ?? 0))
        }
        installSliceRemovals()
        staticMethod(array, "init(_:)") { rt, _, args, at throws(Unwind) in .array(try rt.library.elements(of: args[0], rt: rt, at: at)) }

        // RawRepresentable / CaseIterable, synthesized from the enum's cases.
        if let raw = types["RawRepresentable"] {
            // Typed by the enum's raw type where its values are stored as
            // that type (`Room.hall.rawValue.capitalized` is a `String`'s
            // member, which needs Foundation).
            property(raw, "rawValue", resultFrom: { receiver in
                guard let rawType = receiver.nominalType?.rawType,
                      [.int, .double, .string, .bool].contains(rawType) else { return .unknown }
                return rawType
            }) { _, v, at throws(Unwind) in
                guard case .enumeration(let e) = v, let rawValue = e.caseInfo.rawValue else {
                    throw .trap(Trap(message: LanguageMessages.noRawValue, position: at))
                }
                return rawValue
            }
        }
        if let caseIterable = types["CaseIterable"] {
            var member = NativeMember(body: .property({ _, v, _ throws(Unwind) in
                guard case .type(let t) = v else { return .array([]) }
                return .array(t.cases.enumerated().map { i, c in
                    .enumeration(c.singleton ?? EnumValue(type: t, caseIndex: i, payload: []))
                })
            }, nil), signature: nil)
            member.resultType = { _ in .array(.unknown) }
            caseIterable.nativeStaticMembers["allCases"] = [member]
        }

        // Double.rounded(_ rule:)
        let rule = TypeInfo(name: "FloatingPointRoundingRule", kind: .builtin)
        addType(rule)
        for name in ["up", "down", "towardZero", "awayFromZero", "toNearestOrAwayFromZero", "toNearestOrEven"] {
            staticProperty(rule, name, .nominal(rule, [])) { _, _, _ throws(Unwind) in .string(name) }
        }
        method(double, "rounded(_:)", .double, types: [.nominal(rule, [])]) { _, v, args, at throws(Unwind) in
            let d = try Library.double(v, at)
            let rules: [String: FloatingPointRoundingRule] = [
                "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
            ]
            return .double(d.rounded(rules[args[0].asString ?? ""] ?? .toNearestOrAwayFromZero))
        }
    }

    /// Elements with duplicates (by `==`) removed, first occurrence kept.
    func unique(_ items: [Value], rt: Runtime, at position: SourcePosition) throws(Unwind) -> [Value] {
        var result: [Value] = []
        for item in items {
            var seen = false
            for existing in result where try equal(existing, item, rt: rt, at: position) { seen = true; break }
            if !seen { result.append(item) }
        }
        return result
    }
}

/// `array[a...b]`: the elements, and the base array's index of the first.
extension Library {
    /// `popFirst()`, `popLast()`, `removeFirst()`, `removeLast()` of an
    /// ArraySlice (`var rest = arguments[...]` read one at a time): the
    /// slice shrinks from its ends and keeps its base's indices.
    private func installSliceRemovals() {
        let arraySlice = self.arraySlice
        let element: (StaticType) -> StaticType = { receiver in
            if case .nominal(let t, let arguments) = receiver, t === arraySlice, arguments.count == 1 { return arguments[0] }
            return .unknown
        }
        for (name, fromFront, emptyTrap) in [("popFirst()", true, nil), ("popLast()", false, nil),
                                             ("removeFirst()", true, LanguageMessages.sliceEmptyRemoveFirst),
                                             ("removeLast()", false, LanguageMessages.arrayEmptyRemoveLast)] {
            mutating(arraySlice, name, resultOf: { emptyTrap == nil ? .optional(element($0)) : element($0) }) { _, v, _, at throws(Unwind) in
                guard let slice = v.nativeObject as? ArraySliceValue else { return .void }
                guard let removed = fromFront ? slice.values.first : slice.values.last else {
                    if let emptyTrap { throw .trap(Trap(message: emptyTrap, position: at)) }
                    return .none
                }
                v = .native(fromFront ? ArraySliceValue(values: Array(slice.values.dropFirst()), startIndex: slice.startIndex + 1)
                                      : ArraySliceValue(values: Array(slice.values.dropLast()), startIndex: slice.startIndex))
                return emptyTrap == nil ? .some(removed) : removed
            }
        }
    }
}

final class ArraySliceValue: NativeSequence {
    let values: [Value]
    let startIndex: Int
    init(values: [Value], startIndex: Int) {
        self.values = values
        self.startIndex = startIndex
    }
    override var elements: [Value] { values }
    override var typeName: String { "ArraySlice" }
}
