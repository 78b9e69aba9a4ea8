import SwiftSubset

/// What a screen shows in its bars: `.toolbar { … }` with `ToolbarItem`
/// and `ToolbarItemGroup` (also from the program's `ToolbarContent`
/// structs and `@ToolbarContentBuilder` helpers), and the older `.navigationBarItems(leading:
/// trailing:)`. Their buttons and links are part of the screen: they are
/// on screen with it and can be tapped. Placement is only shown.
extension Library {
    func installSwiftUIToolbar() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"], let tokenType else { return }
        let result = StaticType.nominal(modifiedContent, [])
        let token = StaticType.nominal(tokenType, [])

        func bar(_ base: Value, _ content: Value, _ name: String, _ at: SourcePosition) -> Value {
            .native(ViewValue(.modified(base: base, modifier: ModifierValue(.toolbar(content: content), name: name, at: at))))
        }
        method(view, "toolbar(^content:)", result) { rt, base, args, at throws(Unwind) in
            bar(base, try rt.call(try Library.function(args[0], at), [], at: at), "toolbar", at)
        }
        // Other forms (`.toolbar(.hidden, for: .navigationBar)`) stay styling.
        method(view, "navigationBarItems(leading?:trailing?:)", result) { _, base, args, at throws(Unwind) in
            let items: [BuilderComponent] = args.map { $0.isVoidValue ? .empty : .expression($0) }
            return bar(base, .native(ViewListValue(items)), "navigationBarItems", at)
        }

        // What `@ToolbarContentBuilder` helpers return (`some ToolbarContent`),
        // and a program's own toolbar structs conform to: their items are
        // views of the bar to StateLab.
        let toolbarContent = addProtocol("ToolbarContent")
        for name in ["ToolbarItem", "ToolbarItemGroup"] {
            let type = TypeInfo(name: name, kind: .builtin)
            type.conformances = [view, toolbarContent]
            type.membersAreClosed = true
            addType(type)
            nativeTypes[name] = type
            staticMethod(type, "init(placement?:^content:)", .nominal(type, []), types: [token]) { rt, _, args, at throws(Unwind) in
                let placement = args[0].isVoidValue ? nil : try rt.library.describeToken(args[0], rt: rt)
                let content = try rt.call(try Library.function(args[1], at), [], at: at)
                return ViewValue.primitive(name, content: content, attributes: placement.map { [("placement", $0)] } ?? [])
            }
        }
    }
}
