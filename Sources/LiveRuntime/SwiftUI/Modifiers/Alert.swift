import SwiftSubset

/// `.alert(title, isPresented: $flag) { buttons } message: { Text(…) }` and
/// `.confirmationDialog(…)`: presented while the binding is true, over the
/// screen (which cannot be tapped meanwhile), like a sheet. Each of its
/// buttons runs its action and then dismisses it, setting the binding to
/// false ("All actions in an alert dismiss the alert after the action
/// runs"); an alert without buttons gets an OK button, a dialog without a
/// Cancel button gets one, as on iOS. `:back` dismisses it too.
extension Library {
    func installAlerts() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        let result = StaticType.nominal(modifiedContent, [])
        // `Button("Delete", role: .destructive)`, `titleVisibility: .visible`.
        for (typeName, members) in [("ButtonRole", ["destructive", "cancel"]), ("Visibility", ["automatic", "visible", "hidden"])] {
            let type = TypeInfo(name: typeName, kind: .builtin)
            addType(type)
            nativeTypes[typeName] = type
            for member in members {
                staticProperty(type, member, .nominal(type, [])) { _, _, _ throws(Unwind) in .native(TokenValue("." + member)) }
            }
        }
        for (kind, implicit) in [("alert", "OK"), ("confirmationDialog", "Cancel")] {
            let specs = ["\(kind)(_:isPresented:^actions:^message?:)",
                         "\(kind)(_:isPresented:titleVisibility:^actions:^message?:)",
                         "\(kind)(_:isPresented:presenting:^actions:^message?:)",
                         "\(kind)(_:isPresented:titleVisibility:presenting:^actions:^message?:)"]
            for spec in specs {
                method(view, spec, result) { rt, base, args, at throws(Unwind) in
                    guard let binding = args[1].nativeObject as? BindingValue else {
                        throw .trap(Trap(message: LiveRuntimeMessages.presentationNeedsBoolBinding(kind), position: at))
                    }
                    // A String, or a Text (`.alert(Text("Saved"), …)`).
                    let shown = ControlContent.text(of: args[0])
                    let title = shown.isEmpty ? try rt.library.describe(args[0], rt: rt, at: at) : shown
                    let presenting: Value? = spec.contains("presenting:") ? args[args.count - 3] : nil
                    let actions = try Library.function(args[args.count - 2], at)
                    let message = args[args.count - 1]
                    let name = kind == "alert" ? "Alert" : "ConfirmationDialog"
                    let content = FunctionValue(.native(name: kind) { rt, _ throws(Unwind) in
                        let data = presenting.map { [$0.unwrappedIfOptional] } ?? []
                        var buttons = try AlertButtons.dismissing(try rt.call(actions, data, at: at), binding: binding)
                        if !AlertButtons.titles(in: buttons).contains(implicit) {
                            if implicit == "OK" ? AlertButtons.titles(in: buttons).isEmpty : true {
                                buttons = AlertButtons.appending(implicit, to: buttons, binding: binding)
                            }
                        }
                        var items: [BuilderComponent] = [.expression(ViewValue.primitive("Text", .text(title), summary: title))]
                        if !message.isVoidValue, !message.isNone {
                            items.append(.expression(try rt.call(try Library.function(message, at), data, at: at)))
                        }
                        items.append(.expression(buttons))
                        return ViewValue.primitive(name, content: .native(ViewListValue(items)), summary: title)
                    })
                    let modifier = ModifierValue(.sheet(isPresented: binding, onDismiss: nil, content: content), name: kind, at: at)
                    return .native(ViewValue(.modified(base: base, modifier: modifier)))
                }
            }
        }
    }
}

/// The buttons of an alert or a dialog, made to dismiss it after their
/// action.
enum AlertButtons {
    static func dismissing(_ value: Value, binding: BindingValue) throws(Unwind) -> Value {
        guard case .native(let n) = value else { return value }
        if let list = n as? ViewListValue {
            var items: [BuilderComponent] = []
            for item in list.items {
                switch item {
                case .expression(let v): items.append(.expression(try dismissing(v, binding: binding)))
                case .branch(let i, let v): items.append(.branch(index: i, try dismissing(v, binding: binding)))
                case .empty: items.append(.empty)
                }
            }
            return .native(ViewListValue(items))
        }
        if let each = n as? ForEachValue {
            let row = each.content
            let wrapped = FunctionValue(.native(name: "row") { rt, args throws(Unwind) in
                try dismissing(try rt.call(row, args, at: nil), binding: binding)
            })
            return .native(ForEachValue(data: each.data, idPath: each.idPath, content: wrapped))
        }
        guard let view = n as? ViewValue else { return value }
        switch view.kind {
        case .primitive(let name, .button(let action), let content, let summary, let attributes):
            return .native(ViewValue(.primitive(name: name, role: .button(action: dismissAfter(action, binding)), content: content,
                                                summary: summary, attributes: attributes)))
        case .primitive:
            return value
        case .modified(let base, let modifier):
            return .native(ViewValue(.modified(base: try dismissing(base, binding: binding), modifier: modifier)))
        }
    }

    static func appending(_ title: String, to buttons: Value, binding: BindingValue) -> Value {
        let button = ViewValue.primitive("Button", .button(action: dismissAfter(nil, binding)),
                                         content: ViewValue.primitive("Text", .text(title), summary: title), summary: title)
        return .native(ViewListValue([.expression(buttons), .expression(button)]))
    }

    /// The titles of the buttons in `value`.
    static func titles(in value: Value) -> [String] {
        guard case .native(let n) = value else { return [] }
        if let list = n as? ViewListValue {
            return list.items.flatMap { item -> [String] in
                switch item {
                case .expression(let v), .branch(_, let v): return titles(in: v)
                case .empty: return []
                }
            }
        }
        guard let view = n as? ViewValue else { return [] }
        switch view.kind {
        case .primitive(_, .button, let content, _, _): return [ControlContent.text(of: content)]
        case .primitive: return []
        case .modified(let base, _): return titles(in: base)
        }
    }

    private static func dismissAfter(_ action: FunctionValue?, _ binding: BindingValue) -> FunctionValue {
        FunctionValue(.native(name: "alert button") { rt, _ throws(Unwind) in
            if let action { _ = try rt.call(action, [], at: nil) }
            try binding.setter(.bool(false))
            return .void
        })
    }
}
