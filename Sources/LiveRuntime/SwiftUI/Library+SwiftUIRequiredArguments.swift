import SwiftSubset

/// What SwiftUI's declarations require of the arguments a learner most
/// often gets wrong: a control that edits a value takes a `Binding` to it
/// (`$name`), never the value itself. Passing the value is a compile error
/// in swiftc — "cannot convert value of type 'String' to expected argument
/// type 'Binding<String>'" — and so it is here, before anything runs
/// (`Compiler.checkRequiredArguments`). The types are SwiftUI's, generic
/// parameters by the names its declarations give them (`Slider`'s `V`,
/// `Picker`'s `SelectionValue`).
extension Library {
    func installSwiftUIRequiredArguments() {
        guard let binding = types["Binding"], let view = types["View"] else { return }
        func bound(_ value: StaticType) -> StaticType { .nominal(binding, [value]) }
        for name in ["TextField", "SecureField"] {
            if let type = types[name] { requireArguments(type, "init", isStatic: true, ["text": bound(.string)]) }
        }
        if let toggle = types["Toggle"] { requireArguments(toggle, "init", isStatic: true, ["isOn": bound(.bool)]) }
        // `Slider(value:in:)` and `Stepper(_:value:in:)` are generic over the
        // value; the range, when given, says which type it is.
        let byRange: [String: StaticType] = ["value": bound(.generic("V")), "in": .nominal(range, [.generic("V")])]
        for name in ["Slider", "Stepper"] {
            if let type = types[name] { requireArguments(type, "init", isStatic: true, byRange) }
        }
        if let picker = types["Picker"] {
            requireArguments(picker, "init", isStatic: true, ["selection": bound(.generic("SelectionValue"))])
        }
        for modifier in ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"] {
            requireArguments(view, modifier, isStatic: false, ["isPresented": bound(.bool)])
        }
        requireArguments(view, "searchable", isStatic: false, ["text": bound(.string)])
        // A title is a `LocalizedStringKey` (what a literal becomes) or
        // `some StringProtocol`: `Text(count)` with an Int is refused, in
        // the words swiftc's ranking of each API's overloads gives it
        // (checked against swiftc 6.3 with SwiftUI's overloads of these
        // initializers written by hand).
        let key = ConformanceRequirement.StandardTypes.cannotConvert(to: "LocalizedStringKey")
        let titled: [(String, [[String?]], ConformanceRequirement.StandardTypes)] = [
            ("Text", [[nil]], .noExactMatches), ("Button", [[nil, "action"], [nil, "role", "action"]], key),
            ("Toggle", [[nil, "isOn"]], key),
        ]
        for (name, overloads, standardTypes) in titled {
            guard let type = types[name] else { continue }
            for labels in overloads {
                requireParameter(type, "init", isStatic: true, labels: labels, parameter: 0,
                                 conformance: ConformanceRequirement("StringProtocol", standardTypes: standardTypes))
            }
        }
        // Rows of data without an `id:` key path are `Identifiable`
        // (SwiftUI states it in an extension's where clause).
        for (name, closure) in [("ForEach", "content"), ("List", "rowContent")] {
            guard let type = types[name] else { continue }
            let declared = (type: name, initializer: "init(_:\(closure):)")
            requireParameter(type, "init", isStatic: true, labels: [nil, closure], parameter: 0,
                             conformance: ConformanceRequirement("Identifiable", ofElements: true, declaredOn: declared))
        }
    }
}
