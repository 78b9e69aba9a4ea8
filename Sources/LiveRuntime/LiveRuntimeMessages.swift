import SwiftSubset

/// Every learner-facing message the live runtime produces, each with its
/// id: SwiftUI's own runtime warnings and traps, in SwiftUI's words. (Its
/// refusals of commands are values, `Refusal`, worded by the console.)
enum LiveRuntimeMessages {
    private static func m(_ id: String, _ text: String) -> Message { Message(MessageID(id), text) }

    static let stateObjectNotInstalled = m("swiftui.stateObjectNotInstalled",
        "Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
    static let publishingFromBackground = m("swiftui.publishingFromBackground",
        "Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.")
    static func missingEnvironmentObject(_ type: String) -> Message {
        m("swiftui.missingEnvironmentObject",
          "Fatal error: No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view.")
    }
    static func missingEnvironment(_ type: String) -> Message {
        m("swiftui.missingEnvironment",
          "Fatal error: No Observable object of type \(type) found. A View.environment(_:) for \(type) may be missing as an ancestor of this view.")
    }
    static func notAView(_ type: String) -> Message {
        m("swiftui.notAView", "value of type '\(type)' is not a View")
    }
    static func typeCannotBeAView(_ type: String) -> Message {
        m("swiftui.typeCannotBeAView", "type '\(type)' cannot conform to 'View'")
    }
    static func builderExpressionNeedsView(_ type: String) -> Message {
        m("swiftui.builderExpressionNeedsView", "static method 'buildExpression' requires that '\(type)' conform to 'View'")
    }
    static func forEachCountChanged(rowType: String, count: Int, initial: Int) -> Message {
        m("swiftui.forEachCountChanged",
          "ForEach<Range<Int>, Int, \(rowType)> count (\(count)) != its initial count (\(initial)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")
    }
    /// SwiftUI's words, without the `ForEach`'s generic parameters.
    static func duplicateForEachID(_ id: String) -> Message {
        m("swiftui.duplicateForEachID", "ForEach: the ID \(id) occurs multiple times within the collection, this will give undefined results!")
    }
    static let sheetNeedsBoolBinding = m("swiftui.sheetNeedsBoolBinding", "sheet(isPresented:) needs a Binding<Bool>")
    static let sheetNeedsBinding = m("swiftui.sheetNeedsBinding", "sheet(item:) needs a Binding")
    static func pickerTagMismatch(_ tag: String, selection: String) -> Message {
        m("swiftui.pickerTagMismatch",
          "Picker: the option's tag is a \(tag) but the selection is a \(selection), so choosing it selects nothing; tag each option with a \(selection) (.tag(_:)), or give ForEach elements an id of that type.")
    }
    static func presentationNeedsBoolBinding(_ modifier: String) -> Message {
        m("swiftui.presentationNeedsBoolBinding", "\(modifier)(_:isPresented:) needs a Binding<Bool>")
    }
    static let notAPublisher = m("swiftui.notAPublisher",
        "this needs a Combine publisher: a subject, Just, Timer.publish(every:on:in:).autoconnect(), an ObservableObject's $property or objectWillChange, or an operator on one")
    static func viewNestingTooDeep(_ type: String, limit: Int) -> Message {
        m("swiftui.viewNestingTooDeep",
          "stopped: views nested more than \(limit) deep — does \(type)'s body contain \(type) again, without end? (a modifier called without a base, like badge(3), is self.badge(3))")
    }
    static func unmodelledEnvironmentValue(_ key: String) -> Message {
        m("swiftui.unmodelledEnvironmentValue",
          "unsupported in StateLab: @Environment(\\.\(key)) — StateLab provides dismiss, presentationMode, colorScheme, editMode, scenePhase, the size classes and the program's own EnvironmentKey entries")
    }
    static func textDateStyleUnmodelled(_ style: String) -> Message {
        m("swiftui.textDateStyleUnmodelled",
          "unsupported in StateLab: Text(_:style: .\(style)) — StateLab shows dates with the .time and .date styles; a style that counts against the clock is not modelled")
    }
    static let listSelectionNeedsBinding = m("swiftui.listSelectionNeedsBinding",
        "List(_:selection:) needs a binding to the selection: List(items, selection: $selected) { … }")
    static func destinationNeedsBinding(_ label: String) -> Message {
        m("swiftui.destinationNeedsBinding", "navigationDestination(\(label):destination:) needs a \(label == "item" ? "Binding" : "Binding<Bool>")")
    }
    static let assignNeedsKeyPath = m("combine.assignNeedsKeyPath", "assign(to:on:) needs a key path to a property: assign(to: \\.title, on: model)")
    static let assignNeedsPublished = m("combine.assignNeedsPublished",
        "assign(to:) needs a @Published property's publisher, read through its object: assign(to: &$title)")
    static let storeNeedsCollection = m("combine.storeNeedsCollection",
        "store(in:) needs a Set<AnyCancellable> or an [AnyCancellable] variable")
}
