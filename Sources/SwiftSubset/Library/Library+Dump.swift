/// `dump(_:)`: a value's contents, one line per part, as the standard
/// library's mirror-based dump writes them — `▿` before a part that has
/// parts of its own, `-` before one that has none, two spaces of indent
/// per level, and each part's label (`name:`, `.0:`, `some:`, `super:`).
///
/// A part's summary is its count for a collection, tuple, dictionary or
/// set (`3 elements`, `(2 elements)`, `1 key/value pair`, `2 members`);
/// else its debug description or description when its type gives one;
/// else the module-qualified type (`main.Profile`, `main.Mood.happy`). A
/// class instance is numbered in the order the dump meets it (`#0`), and
/// shown without its parts when met again.
extension Library {
    func installDump() {
        function("dump(_:name?:)", .generic("T"), types: [.generic("T"), .optional(.string)]) { rt, _, args, at throws(Unwind) in
            let name = args[1].isVoidValue ? nil : (args[1].unwrapped.flatMap { $0.asString })
            var lines: [String] = []
            var visited: [ObjectIdentifier: Int] = [:]
            try rt.library.dumpLines(args[0], label: name, depth: 0, visited: &visited, lines: &lines, rt: rt, at: at)
            rt.print(lines.map { $0 + "\n" }.joined())
            return args[0]
        }
    }

    private func dumpLines(_ value: Value, label: String?, depth: Int, visited: inout [ObjectIdentifier: Int],
                           lines: inout [String], rt: Runtime, at position: SourcePosition) throws(Unwind) {
        var summary = try dumpSummary(value, rt: rt, at: position)
        var parts = try dumpChildren(value, rt: rt, at: position)
        if case .object(let instance) = value {
            let id = ObjectIdentifier(instance)
            if let seen = visited[id] {
                summary += " #\(seen)"
                parts = []
                lines.append(String(repeating: "  ", count: depth) + "▿ " + (label.map { $0 + ": " } ?? "") + summary)
                return
            }
            visited[id] = visited.count
            summary += " #\(visited[id]!)"
        }
        let marker = parts.isEmpty ? "- " : "▿ "
        lines.append(String(repeating: "  ", count: depth) + marker + (label.map { $0 + ": " } ?? "") + summary)
        for part in parts {
            if case .superclass(let type, let instance) = part.value {
                try dumpSuperclass(type, of: instance, depth: depth + 1, visited: &visited, lines: &lines, rt: rt, at: position)
                continue
            }
            guard case .value(let child) = part.value else { continue }
            try dumpLines(child, label: part.label, depth: depth + 1, visited: &visited, lines: &lines, rt: rt, at: position)
        }
    }

    /// A part of a dumped value: a value, or the superclass part of an
    /// object (its inherited stored properties).
    private enum DumpPart {
        case value(Value)
        case superclass(TypeInfo, Instance)
    }

    private func dumpSuperclass(_ type: TypeInfo, of instance: Instance, depth: Int, visited: inout [ObjectIdentifier: Int],
                                lines: inout [String], rt: Runtime, at position: SourcePosition) throws(Unwind) {
        let parts = objectParts(type, instance)
        let marker = parts.isEmpty ? "- " : "▿ "
        lines.append(String(repeating: "  ", count: depth) + marker + "super: " + Library.qualifiedPath(type) + type.name)
        for part in parts {
            if case .superclass(let superType, _) = part.value {
                try dumpSuperclass(superType, of: instance, depth: depth + 1, visited: &visited, lines: &lines, rt: rt, at: position)
            } else if case .value(let child) = part.value {
                try dumpLines(child, label: part.label, depth: depth + 1, visited: &visited, lines: &lines, rt: rt, at: position)
            }
        }
    }

    /// An object's parts as `type` declares them: its superclass first,
    /// then the stored properties `type` itself declares.
    private func objectParts(_ type: TypeInfo, _ instance: Instance) -> [(label: String?, value: DumpPart)] {
        var parts: [(label: String?, value: DumpPart)] = []
        if let superclass = type.superclass, superclass.kind == .classType { parts.append(("super", .superclass(superclass, instance))) }
        for (i, property) in instance.type.storedProperties.enumerated() where property.owner === type && i < instance.fields.count {
            parts.append((property.name, .value(instance.fields[i])))
        }
        return parts
    }

    private func dumpChildren(_ value: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> [(label: String?, value: DumpPart)] {
        switch value {
        case .some(let inner):
            return [("some", .value(inner))]
        case .array(let elements):
            return elements.map { (nil, .value($0)) }
        case .set(let s):
            return s.elements.map { (nil, .value($0)) }
        case .dictionary(let d):
            return zip(d.keys, d.values).map { (nil, .value(.tuple(TupleValue(labels: ["key", "value"], elements: [$0, $1])))) }
        case .tuple(let t):
            return t.elements.enumerated().map { i, e in ((i < t.labels.count ? t.labels[i] : nil) ?? ".\(i)", .value(e)) }
        case .structure(let s):
            return s.type.storedProperties.enumerated().compactMap { i, p in i < s.fields.count ? (p.name, .value(s.fields[i])) : nil }
        case .object(let o):
            return objectParts(o.type, o)
        case .enumeration(let e):
            guard !e.payload.isEmpty else { return [] }
            let info = e.caseInfo
            if e.payload.count == 1 { return [(info.name, .value(e.payload[0]))] }
            let labels = (0..<e.payload.count).map { i in info.labels.flatMap { i < $0.count ? $0[i] : nil } }
            return [(info.name, .value(.tuple(TupleValue(labels: labels, elements: e.payload))))]
        case .native(let n as ReversedCollectionValue):
            return [("_base", .value(n.base))]
        case .range(let r):
            guard let upper = r.upper else { return [("lowerBound", .value(r.lower))] }
            return [("lowerBound", .value(r.lower)), ("upperBound", .value(upper))]
        default:
            return []
        }
    }

    private func dumpSummary(_ value: Value, rt: Runtime, at position: SourcePosition) throws(Unwind) -> String {
        func counted(_ n: Int, _ one: String, _ many: String) -> String { n == 1 ? "1 \(one)" : "\(n) \(many)" }
        switch value {
        case .array(let a): return counted(a.count, "element", "elements")
        case .set(let s): return counted(s.elements.count, "member", "members")
        case .dictionary(let d): return counted(d.keys.count, "key/value pair", "key/value pairs")
        case .tuple(let t): return "(" + counted(t.elements.count, "element", "elements") + ")"
        case .structure(let s):
            if s.type.conforms(to: "CustomDebugStringConvertible") || s.type.conforms(to: "CustomStringConvertible") {
                return try debugDescribe(value, rt: rt, at: position)
            }
            return Library.qualifiedPath(s.type) + typeNameWithArguments(value, qualified: true)
        case .object(let o):
            if o.type.conforms(to: "CustomDebugStringConvertible") || o.type.conforms(to: "CustomStringConvertible") {
                return try debugDescribe(value, rt: rt, at: position)
            }
            return Library.qualifiedPath(o.type) + o.type.name
        case .enumeration(let e):
            if e.type.conforms(to: "CustomDebugStringConvertible") || e.type.conforms(to: "CustomStringConvertible") {
                return try debugDescribe(value, rt: rt, at: position)
            }
            return Library.qualifiedPath(e.type) + e.type.name + "." + e.caseInfo.name
        case .native(let n as ReversedCollectionValue):
            return n.qualifiedName
        case .native(let n as ReversedSliceValue):
            throw .trap(Trap(message: LanguageMessages.reversedSliceShown("dump of " + n.plainName), position: position))
        default:
            return try debugDescribe(value, rt: rt, at: position)
        }
    }
}
