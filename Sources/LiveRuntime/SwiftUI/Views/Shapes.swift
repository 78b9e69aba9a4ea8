import SwiftSubset

extension Library {
    /// Shapes and colours as backgrounds, badges and clip shapes use them:
    /// `RoundedRectangle(cornerRadius: 12)`, `Circle().fill(.blue)`,
    /// `Color(red:green:blue:)`, `Color("Brand")`, `LinearGradient(colors:
    /// startPoint:endPoint:)` and the other gradients. They draw nothing here:
    /// each is a view shown in `:tree`, and `fill`/`stroke` are styling.
    /// And `Section { } header: { } footer: { }`, whose header and footer
    /// are shown around its content.
    func installShapesAndColors() {
        guard let view = types["View"] else { return }
        for name in ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle"] {
            let shape = swiftUIViewType(name)
            shape.membersAreClosed = true
            staticMethod(shape, "init()", .nominal(shape, [])) { _, _, _, _ throws(Unwind) in ViewValue.primitive(name) }
            staticMethod(shape, "init(cornerRadius:style?:)", .nominal(shape, [])) { _, _, _, _ throws(Unwind) in ViewValue.primitive(name) }
            staticMethod(shape, "init(cornerSize:style?:)", .nominal(shape, [])) { _, _, _, _ throws(Unwind) in ViewValue.primitive(name) }
        }
        let color = swiftUIViewType("Color")
        func describe(_ rt: Runtime, _ args: [Value], _ labels: [String]) throws(Unwind) -> String {
            var parts: [String] = []
            for (value, label) in zip(args, labels) where !value.isVoidValue {
                parts.append((label.isEmpty ? "" : label + ": ") + (try rt.library.describeToken(value, rt: rt)))
            }
            return parts.joined(separator: ", ")
        }
        for (spec, labels) in [("init(red:green:blue:opacity?:)", ["red", "green", "blue", "opacity"]),
                               ("init(white:opacity?:)", ["white", "opacity"]),
                               ("init(hue:saturation:brightness:opacity?:)", ["hue", "saturation", "brightness", "opacity"]),
                               ("init(_:)", [""]), ("init(uiColor:)", ["uiColor"])] {
            staticMethod(color, spec, .nominal(color, [])) { rt, _, args, _ throws(Unwind) in
                ViewValue.primitive("Color", summary: try describe(rt, args, labels))
            }
        }
        _ = view

        // Gradients are views (a background, a screen's backdrop) and
        // styles; their colours and points are tokens, shown as written.
        let token = tokenType.map { StaticType.nominal($0, []) } ?? .unknown
        let gradients: [(String, [(String, [String])])] = [
            ("LinearGradient", [("init(colors:startPoint:endPoint:)", ["colors", "startPoint", "endPoint"]),
                                ("init(gradient:startPoint:endPoint:)", ["gradient", "startPoint", "endPoint"]),
                                ("init(stops:startPoint:endPoint:)", ["stops", "startPoint", "endPoint"])]),
            ("RadialGradient", [("init(colors:center:startRadius:endRadius:)", ["colors", "center", "startRadius", "endRadius"]),
                                ("init(gradient:center:startRadius:endRadius:)", ["gradient", "center", "startRadius", "endRadius"])]),
            ("AngularGradient", [("init(colors:center:startAngle?:endAngle?:)", ["colors", "center", "startAngle", "endAngle"]),
                                 ("init(gradient:center:startAngle?:endAngle?:)", ["gradient", "center", "startAngle", "endAngle"])]),
            ("EllipticalGradient", [("init(colors:center?:startRadiusFraction?:endRadiusFraction?:)",
                                     ["colors", "center", "startRadiusFraction", "endRadiusFraction"])]),
        ]
        for (name, initializers) in gradients {
            let gradient = swiftUIViewType(name)
            for (spec, labels) in initializers {
                let types = labels.map { $0 == "colors" || $0 == "stops" ? StaticType.array(token) : token }
                staticMethod(gradient, spec, .nominal(gradient, []), types: types) { rt, _, args, _ throws(Unwind) in
                    ViewValue.primitive(name, summary: try describe(rt, args, labels))
                }
            }
        }

        let section = swiftUIViewType("Section")
        staticMethod(section, "init(^content:^header:^footer:)", .nominal(section, [])) { rt, _, args, at throws(Unwind) in
            var items: [BuilderComponent] = []
            for index in [1, 0, 2] { items.append(.expression(try rt.call(try Library.function(args[index], at), [], at: at))) }
            return ViewValue.primitive("Section", content: .native(ViewListValue(items)))
        }
        staticMethod(section, "init(^content:^footer:)", .nominal(section, [])) { rt, _, args, at throws(Unwind) in
            let items: [BuilderComponent] = [.expression(try rt.call(try Library.function(args[0], at), [], at: at)),
                                             .expression(try rt.call(try Library.function(args[1], at), [], at: at))]
            return ViewValue.primitive("Section", content: .native(ViewListValue(items)))
        }
        staticMethod(section, "init(header:footer:^content:)", .nominal(section, [])) { rt, _, args, at throws(Unwind) in
            let items: [BuilderComponent] = [.expression(args[0]), .expression(try rt.call(try Library.function(args[2], at), [], at: at)),
                                             .expression(args[1])]
            return ViewValue.primitive("Section", content: .native(ViewListValue(items)))
        }
    }
}
