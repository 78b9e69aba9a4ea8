import SwiftSubset

/// `Label`'s and `Image`'s other initializers: `Label { title } icon: {
/// icon }`, `Label(_:image:)`, `Image(systemName:variableValue:)`,
/// `Image(decorative:)`. A label's title is its text — what a button
/// whose label it is is tapped by, as VoiceOver reads it — and its icon a
/// child `Image` named after its symbol.
extension Library {
    func installLabelForms() {
        let label = swiftUIViewType("Label")
        let image = swiftUIViewType("Image")
        staticMethod(label, "init(^title:^icon:)", .nominal(label, [])) { rt, _, args, at throws(Unwind) in
            let title = try rt.call(try Library.function(args[0], at), [], at: at)
            let icon = try rt.call(try Library.function(args[1], at), [], at: at)
            return ViewValue.primitive("Label", content: .native(ViewListValue([.expression(icon), .expression(title)])),
                                       summary: ControlContent.text(of: title))
        }
        staticMethod(label, "init(_:image:)", .nominal(label, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            let title = try rt.library.describe(args[0], rt: rt, at: at)
            let icon = ViewValue.primitive("Image", summary: try rt.library.describe(args[1], rt: rt, at: at))
            let text = ViewValue.primitive("Text", .text(title), summary: title)
            return ViewValue.primitive("Label", content: .native(ViewListValue([.expression(icon), .expression(text)])), summary: title)
        }
        staticMethod(image, "init(systemName:variableValue:)", .nominal(image, [])) { rt, _, args, at throws(Unwind) in
            ViewValue.primitive("Image", summary: try rt.library.describe(args[0], rt: rt, at: at))
        }
        staticMethod(image, "init(decorative:)", .nominal(image, [])) { rt, _, args, at throws(Unwind) in
            ViewValue.primitive("Image", summary: try rt.library.describe(args[0], rt: rt, at: at))
        }
    }
}
