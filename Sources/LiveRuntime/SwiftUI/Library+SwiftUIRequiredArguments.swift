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
        if let picker = types["DatePicker"], let date = types["Date"] {
            requireArguments(picker, "init", isStatic: true, ["selection": bound(.nominal(date, []))])
        }
        installValueConformances()
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
        installTitleKeys()
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

/// What SwiftUI's generic controls require of the value they edit or
/// identify, checked against swiftc 6.3 with SwiftUI's declarations of
/// them written by hand: a stepper's value is `Strideable`, a slider's a
/// `BinaryFloatingPoint`, a picker's selection and a `ForEach`'s or
/// `List`'s `id:` are `Hashable`. `Stepper("Name", value: $name)` with a
/// String name is "initializer 'init(_:value:step:onEditingChanged:)'
/// requires that 'String' conform to 'Strideable'", at the call.
extension Library {
    fileprivate func installValueConformances() {
        // Stepper's and Slider's overloads, as SwiftUI names them: their
        // defaulted `step:` and `onEditingChanged:` are in every name; a
        // slider's `in:` too (it defaults to 0...1), a stepper's only when
        // given.
        func stepperName(_ filled: [String?]) -> String {
            var labels = filled.contains(where: { $0 == nil }) ? ["_"] : []
            labels.append("value")
            if filled.contains("in") { labels.append("in") }
            labels.append("step")
            if filled.contains("label") { labels.append("label") }
            labels.append("onEditingChanged")
            return "(" + labels.map { $0 + ":" }.joined() + ")"
        }
        func sliderName(_ filled: [String?]) -> String {
            var labels = ["value", "in"]
            for label in ["step", "label", "minimumValueLabel", "maximumValueLabel"] where filled.contains(label) {
                labels.append(label)
            }
            labels.append("onEditingChanged")
            return "(" + labels.map { $0 + ":" }.joined() + ")"
        }
        if let stepper = types["Stepper"] {
            requireConformance(stepper, "init", isStatic: true, label: "value",
                               ConformanceRequirement("Strideable", subject: .bindingValue, overloadName: stepperName))
        }
        if let slider = types["Slider"] {
            requireConformance(slider, "init", isStatic: true, label: "value",
                               ConformanceRequirement("BinaryFloatingPoint", subject: .bindingValue, overloadName: sliderName))
        }
        // A selection of an optional type is Hashable when what it wraps
        // is: swiftc then blames the initializer, by its own labels.
        if let picker = types["Picker"] {
            requireConformance(picker, "init", isStatic: true, label: "selection",
                               ConformanceRequirement("Hashable", subject: .bindingValue, genericStruct: "Picker"))
        }
        // `ForEach(items, id: \.self)`: `ID` is the struct's own parameter;
        // `List(items, id: \.self)` states it on its initializer.
        if let forEach = types["ForEach"] {
            requireConformance(forEach, "init", isStatic: true, label: "id",
                               ConformanceRequirement("Hashable", subject: .keyPathValue, genericStruct: "ForEach"))
        }
        // `TextField(_:value:format:)`: the format's input is the value's
        // type, and the number styles StateLab models (`.number`,
        // `.percent`, `.currency(code:)`) format numbers.
        if let field = types["TextField"] {
            requireConformance(field, "init", isStatic: true, label: "value",
                               ConformanceRequirement("Numeric", subject: .bindingValue, standardTypes: .noExactMatches,
                                                      wordsEveryType: true, optionalAllowed: true))
        }
        if let list = types["List"] {
            requireConformance(list, "init", isStatic: true, label: "id",
                               ConformanceRequirement("Hashable", subject: .keyPathValue))
            // `List(selection:content:)`: the struct's `SelectionValue:
            // Hashable`, reached through `Binding<SelectionValue?>`.
            requireParameter(list, "init", isStatic: true, labels: ["selection", "content"], parameter: 0,
                             conformance: ConformanceRequirement("Hashable", subject: .bindingValue,
                                                                 declaredOn: ("List", "init(selection:content:)")))
        }
        // `.tag(_:)` is generic over a `Hashable` value.
        if let view = types["View"] {
            requireParameter(view, "tag", isStatic: false, labels: [nil], parameter: 0,
                             conformance: ConformanceRequirement("Hashable"))
        }
        installNavigationAndChangeRequirements()
    }

    /// What navigation by value, presentation by item and change tracking
    /// require: `NavigationLink(value:)` and `navigationDestination(for:)`
    /// a `Hashable` value, `sheet(item:)` an `Identifiable` one,
    /// `onChange(of:)` and `task(id:)` an `Equatable` one. swiftc names the
    /// initializer or the modifier (`instance method
    /// 'navigationDestination(for:destination:)' requires that 'Book'
    /// conform to 'Hashable'`).
    fileprivate func installNavigationAndChangeRequirements() {
        if let link = types["NavigationLink"] {
            requireConformance(link, "init", isStatic: true, label: "value",
                               ConformanceRequirement("Hashable", optionalAllowed: true))
        }
        guard let view = types["View"] else { return }
        requireConformance(view, "navigationDestination", isStatic: false, label: "for",
                           ConformanceRequirement("Hashable", subject: .metatypeInstance))
        requireConformance(view, "onChange", isStatic: false, label: "of", ConformanceRequirement("Equatable"))
        requireConformance(view, "task", isStatic: false, label: "id", ConformanceRequirement("Equatable"))
        for name in ["sheet", "fullScreenCover", "popover"] {
            requireConformance(view, name, isStatic: false, label: "item",
                               ConformanceRequirement("Identifiable", subject: .bindingValue, optionalAllowed: true))
        }
    }
}

/// Where SwiftUI takes a title as `LocalizedStringKey` beside `some
/// StringProtocol`: a literal there is a key, whose interpolation has
/// `specifier:` and `format:` (`Text("\(km, specifier: "%.1f") km")`).
/// Elsewhere — `Text(verbatim:)`, `Image(_:)`, a `String` — it is refused
/// as swiftc refuses it (`Compiler+TitleKeys.swift`).
extension Library {
    fileprivate func installTitleKeys() {
        for name in ["Button", "TextField", "SecureField", "Toggle", "Label", "Picker", "Stepper", "ProgressView", "Section",
                     "Menu", "ContentUnavailableView", "DisclosureGroup", "LabeledContent", "GroupBox", "NavigationLink",
                     "Tab", "WindowGroup", "DatePicker"] {
            if let type = types[name] { declareTitleKey(type, "init", isStatic: true) }
        }
        // `Text(_:format:)` and `Text(_:style:)` take the value shown.
        if let text = types["Text"] { declareTitleKey(text, "init", isStatic: true, where: { $0 == [nil] }) }
        guard let view = types["View"] else { return }
        for modifier in ["alert", "confirmationDialog", "navigationTitle", "badge", "help", "accessibilityLabel"] {
            declareTitleKey(view, modifier, isStatic: false)
        }
    }
}
