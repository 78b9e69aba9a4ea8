import SwiftSubset
import ViewGraph

/// Why each live object is alive (`ObjectFate`): what holds it, found by
/// walking from the roots a program has — views' storage, views' current
/// struct values, the environment, globals, running tasks. A live object
/// none of them reaches is leaked (a retain cycle).
struct ObjectHolders {
    let session: Session

    func compute() -> [String: ObjectFate.Reason] {
        var fates: [String: ObjectFate.Reason] = [:]
        var visited = Set<ObjectIdentifier>()

        func mark(_ value: Value, _ fate: ObjectFate.Reason) {
            switch value {
            case .object(let o):
                guard visited.insert(ObjectIdentifier(o)).inserted else { return }
                if fates[o.name] == nil { fates[o.name] = fate }
                for field in o.fields { mark(field, fate) }
            case .some(let inner): mark(inner, fate)
            case .array(let items): items.forEach { mark($0, fate) }
            case .dictionary(let d): d.values.forEach { mark($0, fate) }
            case .tuple(let t): t.elements.forEach { mark($0, fate) }
            case .structure(let s): s.fields.forEach { mark($0, fate) }
            case .enumeration(let e): e.payload.forEach { mark($0, fate) }
            case .function(let f):
                if case .compiled(_, let captures, let boundSelf) = f.kind {
                    captures.forEach { mark($0.value, fate) }
                    if let boundSelf { mark(boundSelf, fate) }
                }
            case .native(let n):
                switch n {
                case let box as Box: mark(box.value, fate)
                case let state as StateBox: mark(state.initialValue, fate)
                case let observed as ObservedBox: mark(observed.object, fate)
                case let published as PublishedBox: mark(published.value, fate)
                case let list as ViewListValue:
                    for item in list.items { if case .expression(let v) = item { mark(v, fate) } }
                case let each as ForEachValue: each.data.forEach { mark($0, fate) }
                case let task as TaskHandle: if let body = task.body { mark(.function(body), fate) }
                default: break
                }
            default:
                break
            }
        }

        func markHeld(by element: ViewElement) {
            for spec in element.specs {
                if let view = spec.hostView as? InterpretedView { mark(view.value, .heldByView(spec.typeName)) }
                if let content = spec.primitive?.content { markHeld(by: content) }
            }
        }

        // Views' storage first: it is what keeps models alive.
        if let root = session.views.graph.root {
            for node in root.postOrder.reversed() {
                for cell in node.cells {
                    if let holder = cell.value as? ValueHolder { mark(holder.value, .kept(by: "\(node.typeName).\(cell.name)")) }
                }
            }
            for node in root.postOrder.reversed() {
                if let view = node.spec.hostView as? InterpretedView {
                    mark(view.value, .heldByView(node.typeName))
                }
                // N1: a link holds the destination its parent's body built.
                if case .navigationLink(let destination?, _)? = node.spec.primitive?.role {
                    markHeld(by: destination)
                }
                for (key, value) in node.environment {
                    if let holder = value as? ValueHolder { mark(holder.value, .heldByEnvironment(key)) }
                }
            }
        }
        for (name, variable) in session.environment.variables where variable.index < session.runtime.globals.count {
            mark(session.runtime.globals[variable.index].value, .heldByGlobal(name))
        }
        for task in session.runtime.liveTasks {
            if let body = task.body { mark(.function(body), .heldByTask) }
        }
        return fates
    }
}
