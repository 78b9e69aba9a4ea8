import JSONCoding

/// One JSON object per event (`--json`): `{"n":12,"t":300000000,"kind":"event","label":"tap \"Add\""}`.
extension TraceEvent {
    public var json: String {
        var fields: [(String, String)] = [("n", String(number)), ("t", String(time))]
        func add(_ key: String, _ value: String) { fields.append((key, JSONWriter.quoted(value, options: .withoutEscapingSlashes))) }
        func add(_ key: String, _ value: Int) { fields.append((key, String(value))) }
        switch kind {
        case .objectCreated(let type, let serial): add("kind", "init"); add("type", type); add("serial", serial)
        case .objectDestroyed(let type, let serial): add("kind", "deinit"); add("type", type); add("serial", serial)
        case .printed(let text): add("kind", "print"); add("text", text)
        case .warning(let text): add("kind", "warning"); add("text", text)
        case .taskStarted(let id, let label): add("kind", "task-start"); add("task", id); add("label", label)
        case .taskCancelled(let id, let label): add("kind", "task-cancel"); add("task", id); add("label", label)
        case .taskFinished(let id, let label): add("kind", "task-finish"); add("task", id); add("label", label)
        case .viewConstructed(let type, let since): add("kind", "view-init"); add("view", type); add("since", since)
        case .taskCreated(let id, let label):
            add("kind", "task-create"); if let id { add("task", id) }; add("label", label)
        case .methodCalled(let type, let serial, let method):
            add("kind", "call"); add("type", type); add("serial", serial); add("method", method)
        case .bodyEvaluated(let view, let path): add("kind", "body"); add("view", view); add("path", path)
        case .storageCreated(let view, let path, let property, let wrapper):
            add("kind", "storage-create"); add("view", view); add("path", path); add("property", property); add("wrapper", wrapper)
        case .storageDestroyed(let view, let path): add("kind", "storage-destroy"); add("view", view); add("path", path)
        case .stateObjectCreated(let view, let property): add("kind", "stateobject-closure"); add("view", view); add("property", property)
        case .appeared(let view, let path): add("kind", "appear"); add("view", view); add("path", path)
        case .disappeared(let view, let path): add("kind", "disappear"); add("view", view); add("path", path)
        case .changeObserved(let view, let path): add("kind", "on-change"); add("view", view); add("path", path)
        case .pushed(let view, let path): add("kind", "push"); add("view", view); add("path", path)
        case .popped(let view, let path): add("kind", "pop"); add("view", view); add("path", path)
        case .event(let label): add("kind", "event"); add("label", label)
        }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}
