import SwiftSubset

/// The iOS 13–14 API older tutorials use: `.alert(isPresented: $show) {
/// Alert(title: Text("Saved"), dismissButton: .default(Text("OK"))) }`,
/// `.alert(item: $item) { item in Alert(…) }` and `.actionSheet(isPresented:)
/// { ActionSheet(title:buttons:) }`. Presented and dismissed like
/// `.alert(_:isPresented:actions:)`: each button runs its action, then
/// resets the binding (an `item` one to nil).
final class AlertValue: NativeObject {
    let title: String
    let message: String?
    /// Each button's title and action, in order.
    let buttons: [(title: String, action: FunctionValue?)]

    init(title: String, message: String?, buttons: [(title: String, action: FunctionValue?)]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    override var typeName: String { "Alert" }

    /// The alert as a view whose buttons dismiss it through `reset`.
    func view(name: String, reset: @escaping () throws(Unwind) -> Void) -> Value {
        var items: [BuilderComponent] = [.expression(ViewValue.primitive("Text", .text(title), summary: title))]
        if let message { items.append(.expression(ViewValue.primitive("Text", .text(message), summary: message))) }
        let shown = buttons.isEmpty ? [(title: "OK", action: FunctionValue?.none)] : buttons
        for button in shown {
            let action = button.action
            let run = FunctionValue(.native(name: "alert button") { rt, _ throws(Unwind) in
                if let action { _ = try rt.call(action, [], at: nil) }
                try reset()
                return .void
            })
            items.append(.expression(ViewValue.primitive("Button", .button(action: run),
                                                         content: ViewValue.primitive("Text", .text(button.title), summary: button.title),
                                                         summary: button.title)))
        }
        return ViewValue.primitive(name, content: .native(ViewListValue(items)), summary: title)
    }
}

/// `Alert.Button`: `.default(Text("OK"), action:)`, `.cancel()`, `.destructive(…)`.
final class AlertButtonValue: NativeObject {
    let title: String
    let action: FunctionValue?
    init(title: String, action: FunctionValue?) {
        self.title = title
        self.action = action
    }
    override var typeName: String { "Alert.Button" }
}

extension Library {
    func installLegacyAlerts() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        let result = StaticType.nominal(modifiedContent, [])
        let alert = swiftUIViewType("Alert")
        let sheet = swiftUIViewType("ActionSheet")
        let button = TypeInfo(name: "Alert.Button", kind: .builtin)
        nativeTypes["Alert.Button"] = button
        let buttonType = StaticType.nominal(button, [])

        func action(_ v: Value, _ at: SourcePosition) throws(Unwind) -> FunctionValue? {
            v.isVoidValue || v.isNone ? nil : try Library.function(v, at)
        }
        for (name, label) in [("default", ""), ("destructive", ""), ("cancel", "Cancel")] {
            staticMethod(button, "\(name)(_:action?:)", buttonType) { _, _, args, at throws(Unwind) in
                .native(AlertButtonValue(title: ControlContent.text(of: args[0]), action: try action(args[1], at)))
            }
            if !label.isEmpty {
                staticMethod(button, "\(name)(action?:)", buttonType) { _, _, args, at throws(Unwind) in
                    .native(AlertButtonValue(title: label, action: try action(args[0], at)))
                }
            }
        }
        func buttons(_ values: [Value]) -> [(title: String, action: FunctionValue?)] {
            values.compactMap { $0.nativeObject as? AlertButtonValue }.map { ($0.title, $0.action) }
        }
        func message(_ v: Value) -> String? { v.isVoidValue || v.isNone ? nil : ControlContent.text(of: v) }
        staticMethod(alert, "init(title:message?:dismissButton?:)", .nominal(alert, []),
                     types: [.unknown, .unknown, buttonType]) { _, _, args, _ throws(Unwind) in
            .native(AlertValue(title: ControlContent.text(of: args[0]), message: message(args[1]), buttons: buttons([args[2]])))
        }
        staticMethod(alert, "init(title:message?:primaryButton:secondaryButton:)", .nominal(alert, []),
                     types: [.unknown, .unknown, buttonType, buttonType]) { _, _, args, _ throws(Unwind) in
            .native(AlertValue(title: ControlContent.text(of: args[0]), message: message(args[1]), buttons: buttons([args[2], args[3]])))
        }
        staticMethod(sheet, "init(title:message?:buttons?:)", .nominal(sheet, []),
                     types: [.unknown, .unknown, .array(buttonType)]) { _, _, args, _ throws(Unwind) in
            .native(AlertValue(title: ControlContent.text(of: args[0]), message: message(args[1]), buttons: buttons(args[2].asArray ?? [])))
        }

        for (modifier, name) in [("alert", "Alert"), ("actionSheet", "ActionSheet")] {
            method(view, "\(modifier)(isPresented:content:)", result) { rt, base, args, at throws(Unwind) in
                guard let binding = args[0].nativeObject as? BindingValue else {
                    throw .trap(Trap(message: LiveRuntimeMessages.presentationNeedsBoolBinding(modifier), position: at))
                }
                let make = try Library.function(args[1], at)
                let content = FunctionValue(.native(name: modifier) { rt, _ throws(Unwind) in
                    let built = try rt.call(make, [], at: at)
                    guard let value = built.nativeObject as? AlertValue else { return built }
                    return value.view(name: name) { () throws(Unwind) in try binding.setter(.bool(false)) }
                })
                let kind = ModifierValue.Kind.sheet(isPresented: binding, onDismiss: nil, content: content)
                return .native(ViewValue(.modified(base: base, modifier: ModifierValue(kind, name: modifier, at: at))))
            }
            method(view, "\(modifier)(item:content:)", result) { rt, base, args, at throws(Unwind) in
                guard let binding = args[0].nativeObject as? BindingValue else {
                    throw .trap(Trap(message: LiveRuntimeMessages.sheetNeedsBinding, position: at))
                }
                let make = try Library.function(args[1], at)
                let content = FunctionValue(.native(name: modifier) { rt, args throws(Unwind) in
                    let built = try rt.call(make, args, at: at)
                    guard let value = built.nativeObject as? AlertValue else { return built }
                    return value.view(name: name) { () throws(Unwind) in try binding.setter(.none) }
                })
                let kind = ModifierValue.Kind.sheetItem(item: binding, onDismiss: nil, content: content)
                return .native(ViewValue(.modified(base: base, modifier: ModifierValue(kind, name: modifier, at: at))))
            }
        }
    }
}
