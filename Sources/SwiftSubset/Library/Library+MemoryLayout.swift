/// `MemoryLayout<T>.size`, `.stride` and `.alignment` as a 64-bit Swift
/// lays values out: the standard scalars, strings, references,
/// optionals of integers and floats, and structs and tuples of those
/// (fields aligned in order, as Swift's layout does). Other types are
/// refused by name, never guessed.
extension Library {
    func installMemoryLayout() {
        let layout = TypeInfo(name: "MemoryLayout", kind: .builtin)
        layout.genericParameters = ["T"]
        addType(layout)
        onFirstUse(of: layout) { [weak self] layout in self?.addMemoryLayoutMembers(to: layout) }
    }

    private func addMemoryLayoutMembers(to layout: TypeInfo) {
        for (name, pick) in [("size", { (l: Layout) in l.size }), ("stride", { $0.stride }), ("alignment", { $0.alignment })]
            as [(String, (Layout) -> Int)] {
            var member = NativeMember(body: .property({ _, _, at throws(Unwind) in
                throw .trap(Trap(message: LanguageMessages.unsupported("MemoryLayout of this type"), position: at))
            }, nil), signature: nil)
            member.resultType = { _ in .int }
            member.constantValue = { [weak self] type in
                guard case .nominal(_, let args) = type, let argument = args.first,
                      let l = self?.layout(of: argument) else { return nil }
                return .int(pick(l))
            }
            layout.nativeStaticMembers[name] = [member]
        }
    }

    struct Layout {
        var size: Int
        var alignment: Int
        var stride: Int { max(1, (size + alignment - 1) / alignment * alignment) }
    }

    /// The layout of a type, when StateLab knows it.
    func layout(of type: StaticType) -> Layout? {
        switch type {
        case .int, .double: return Layout(size: 8, alignment: 8)
        case .bool: return Layout(size: 1, alignment: 1)
        case .string, .character: return Layout(size: 16, alignment: 8)
        case .void: return Layout(size: 0, alignment: 1)
        case .array, .dictionary, .function: return Layout(size: type.isFunction ? 16 : 8, alignment: 8)
        case .tuple(let elements), .labeledTuple(_, let elements):
            return aggregate(elements)
        case .optional(let wrapped):
            switch wrapped {
            case .bool: return Layout(size: 1, alignment: 1)
            case .array, .dictionary: return Layout(size: 8, alignment: 8)
            case .nominal(let t, _) where t.kind == .classType: return Layout(size: 8, alignment: 8)
            default:
                guard isPlainNumber(wrapped), let inner = layout(of: wrapped) else { return nil }
                return Layout(size: inner.size + 1, alignment: inner.alignment)
            }
        case .nominal(let t, _):
            if t === float { return Layout(size: 4, alignment: 4) }
            if let i = fixedWidthTypes.firstIndex(where: { $0 === t }), let kind = IntegerKind(rawValue: i) {
                return Layout(size: kind.bitWidth / 8, alignment: kind.bitWidth / 8)
            }
            if t === set { return Layout(size: 8, alignment: 8) }
            if t.kind == .classType { return Layout(size: 8, alignment: 8) }
            if t.kind == .structType { return aggregate(t.storedProperties.map(\.type)) }
            return nil
        default:
            return nil
        }
    }

    /// Fields one after another, each at its alignment.
    private func aggregate(_ fields: [StaticType]) -> Layout? {
        var size = 0, alignment = 1
        for field in fields {
            guard let l = layout(of: field) else { return nil }
            size = (size + l.alignment - 1) / l.alignment * l.alignment + l.size
            alignment = max(alignment, l.alignment)
        }
        return Layout(size: size, alignment: alignment)
    }

    private func isPlainNumber(_ type: StaticType) -> Bool {
        switch type {
        case .int, .double: return true
        case .nominal(let t, _): return t === float || fixedWidthTypes.contains { $0 === t }
        default: return false
        }
    }
}

private extension StaticType {
    var isFunction: Bool {
        if case .function = self { return true }
        return false
    }
}
