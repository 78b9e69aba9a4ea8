import SwiftSubset

/// Reading a control's content as SwiftUI does: the text a label shows,
/// the `.tag` an option or a tab carries, and a picker's options — each a
/// view of its content with its tag (a `ForEach` row without one is tagged
/// with its id, as SwiftUI tags `ForEach` rows implicitly).
enum ControlContent {
    /// The text `value` shows: a `Text`'s string, a `Label`'s title, the
    /// texts inside a container, a user view's type name.
    static func text(of value: Value) -> String {
        switch value {
        case .native(let n):
            if let view = n as? ViewValue {
                switch view.kind {
                case .primitive(_, .text(let text), _, _, _): return text
                case .primitive("Label", _, _, let summary?, _): return summary
                case .primitive("Image", _, _, let summary?, _): return summary
                case .primitive(_, _, let content, let summary, _):
                    let inner = text(of: content)
                    return inner.isEmpty ? (summary ?? "") : inner
                case .modified(let base, _): return text(of: base)
                }
            }
            if let list = n as? ViewListValue {
                return list.items.compactMap { item -> String? in
                    switch item {
                    case .expression(let v), .branch(_, let v): return text(of: v)
                    case .empty: return nil
                    }
                }.filter { !$0.isEmpty }.joined(separator: " ")
            }
            return ""
        case .structure(let s): return s.type.name
        case .some(let inner): return text(of: inner)
        default: return ""
        }
    }

    /// The outermost `.tag(_:)` on `value`, if any.
    static func tag(of value: Value) -> Value? {
        guard case .native(let n) = value, let view = n as? ViewValue, case .modified(let base, let modifier) = view.kind else {
            return nil
        }
        if case .tag(let tag) = modifier.kind { return tag }
        return tag(of: base)
    }

    /// `.tabItem { … }`'s title on `value`, if any.
    static func tabTitle(of value: Value) -> String? {
        guard case .native(let n) = value, let view = n as? ViewValue, case .modified(let base, let modifier) = view.kind else {
            return nil
        }
        if case .tabItem(let title) = modifier.kind { return title }
        return tabTitle(of: base)
    }

    /// A picker's options in order: each option's text and tag.
    static func options(in content: Value, rt: Runtime) throws(Unwind) -> [(title: String, tag: Value)] {
        switch content {
        case .native(let n):
            if let list = n as? ViewListValue {
                var result: [(title: String, tag: Value)] = []
                for item in list.items {
                    switch item {
                    case .expression(let v), .branch(_, let v): result += try options(in: v, rt: rt)
                    case .empty: break
                    }
                }
                return result
            }
            if let each = n as? ForEachValue {
                var result: [(title: String, tag: Value)] = []
                for element in each.data {
                    let row = try rt.call(each.content, [element], at: nil)
                    let tagged = try options(in: row, rt: rt)
                    if !tagged.isEmpty {
                        result += tagged
                    } else {
                        result.append((text(of: row), try id(of: element, path: each.idPath, rt: rt)))
                    }
                }
                return result
            }
            if let view = n as? ViewValue {
                if let tag = tag(of: content) { return [(text(of: content), tag)] }
                // Options grouped in a Section or a Group.
                if case .primitive(_, _, let inner, _, _) = view.kind { return try options(in: inner, rt: rt) }
                if case .modified(let base, _) = view.kind { return try options(in: base, rt: rt) }
            }
            return []
        case .structure:
            return []
        default:
            return []
        }
    }

    /// A `ForEach` element's id: `\.self`, a key path, or `Identifiable.id`.
    static func id(of element: Value, path: KeyPathValue?, rt: Runtime) throws(Unwind) -> Value {
        guard let path else { return try rt.readNamed(element, "id", at: nil) }
        var result = element
        for name in path.names where name != "self" { result = try rt.readNamed(result, name, at: nil) }
        return result
    }

    /// A number as a Double (`Int` or `Double`).
    static func number(_ value: Value) -> Double? {
        switch value.unwrappedIfOptional {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}
