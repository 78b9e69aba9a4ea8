import SwiftSubset

/// `LabeledContent` and `GroupBox`, as forms and settings screens use
/// them: `LabeledContent("Total", value: total, format: .currency(code:
/// "USD"))`, `LabeledContent("Name", value: name)`, `LabeledContent("Name")
/// { Text(name) }`, `GroupBox("Today") { … }`. A labelled row is its
/// label's text and its value's (formatted as `Text(_:format:)` formats
/// it); a group box is a container whose label comes first. Neither acts
/// on anything: what they show is what `:tree` draws.
extension Library {
    func installLabeledContentAndGroupBox() {
        let labeled = swiftUIViewType("LabeledContent")
        func row(_ title: String, _ content: Value) -> Value {
            let label = ViewValue.primitive("Text", .text(title), summary: title)
            return ViewValue.primitive("LabeledContent", content: .native(ViewListValue([.expression(label), .expression(content)])),
                                       summary: title)
        }
        func text(_ shown: String) -> Value { ViewValue.primitive("Text", .text(shown), summary: shown) }
        // The value is a string (`some StringProtocol`), never the trailing
        // closure of `LabeledContent("Name") { … }`.
        staticMethod(labeled, "init(_:value:)", .nominal(labeled, []), types: [.unknown, .string]) { rt, _, args, at throws(Unwind) in
            row(try rt.library.describe(args[0], rt: rt, at: at), text(try rt.library.describe(args[1], rt: rt, at: at)))
        }
        staticMethod(labeled, "init(_:value:format:)", .nominal(labeled, []),
                     types: [.unknown, .unknown, types["FormatStyle"].map { .nominal($0, []) } ?? .unknown]) { rt, _, args, at throws(Unwind) in
            var shown = try Library.formattedDate(args[1], style: args[2], at: at)
            if shown == nil, let token = (args[2].nativeObject as? TokenValue)?.description {
                shown = try TextFormat.format(args[1], style: token, at: at)
            }
            if shown == nil { shown = try rt.library.describe(args[1], rt: rt, at: at) }
            return row(try rt.library.describe(args[0], rt: rt, at: at), text(shown ?? ""))
        }
        staticMethod(labeled, "init(_:^content:)", .nominal(labeled, [])) { rt, _, args, at throws(Unwind) in
            row(try rt.library.describe(args[0], rt: rt, at: at), try rt.call(try Library.function(args[1], at), [], at: at))
        }
        staticMethod(labeled, "init(^content:^label:)", .nominal(labeled, [])) { rt, _, args, at throws(Unwind) in
            let content = try rt.call(try Library.function(args[0], at), [], at: at)
            let label = try rt.call(try Library.function(args[1], at), [], at: at)
            return ViewValue.primitive("LabeledContent", content: .native(ViewListValue([.expression(label), .expression(content)])),
                                       summary: ControlContent.text(of: label))
        }

        let box = swiftUIViewType("GroupBox")
        staticMethod(box, "init(^content:)", .nominal(box, [])) { rt, _, args, at throws(Unwind) in
            ViewValue.primitive("GroupBox", content: try rt.call(try Library.function(args[0], at), [], at: at))
        }
        staticMethod(box, "init(_:^content:)", .nominal(box, [])) { rt, _, args, at throws(Unwind) in
            let title = try rt.library.describe(args[0], rt: rt, at: at)
            let content = try rt.call(try Library.function(args[1], at), [], at: at)
            return ViewValue.primitive("GroupBox", content: .native(ViewListValue([.expression(text(title)), .expression(content)])),
                                       summary: title)
        }
        staticMethod(box, "init(^content:^label:)", .nominal(box, [])) { rt, _, args, at throws(Unwind) in
            let content = try rt.call(try Library.function(args[0], at), [], at: at)
            let label = try rt.call(try Library.function(args[1], at), [], at: at)
            return ViewValue.primitive("GroupBox", content: .native(ViewListValue([.expression(label), .expression(content)])),
                                       summary: ControlContent.text(of: label))
        }
    }
}
