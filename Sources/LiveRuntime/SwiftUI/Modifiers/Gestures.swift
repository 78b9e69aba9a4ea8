import SwiftSubset
import ViewGraph

/// `.onTapGesture { … }`: the view it is on can be tapped like a button.
/// It is named by what the view reads (its texts), as VoiceOver reads a
/// tappable view; `:tap` runs the action in one transaction.
final class TapGestureControl: HostControl {
    let action: FunctionValue
    unowned let runtime: Runtime

    init(action: FunctionValue, runtime: Runtime) {
        self.action = action
        self.runtime = runtime
    }

    var commands: [String] { ["tap"] }
    /// Empty: the graph names the control by its view's texts.
    var label: String { "" }
    var choices: [String] { [] }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { nil }
    func problem(with command: String, argument: String?) -> ControlProblem? { nil }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        _ = try runtime.call(action, [], at: nil)
    }
}

extension Library {
    /// Gestures, row actions and animation as everyday code writes them:
    /// `.onTapGesture`; `.swipeActions` and `.contextMenu`, whose buttons
    /// are part of their row (a swipe or a long press away, so `:tap`
    /// presses them directly); `.onMove`, which `:move ROW N` drives as
    /// a drag would (`EditButton` is in `EditMode.swift`); `withAnimation`, which runs its
    /// body at once (animation has no effect here).
    func installGesturesAndRowActions() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"], let tokenType else { return }
        let result = StaticType.nominal(modifiedContent, [])
        let token = StaticType.nominal(tokenType, [])
        func modified(_ base: Value, _ kind: ModifierValue.Kind, _ name: String, _ at: SourcePosition) -> Value {
            .native(ViewValue(.modified(base: base, modifier: ModifierValue(kind, name: name, at: at))))
        }

        method(view, "onTapGesture(count?:perform:)", result) { rt, base, args, at throws(Unwind) in
            modified(base, .control(TapGestureControl(action: try Library.function(args[1], at), runtime: rt)), "onTapGesture", at)
        }
        for (spec, container) in [("swipeActions(edge?:allowsFullSwipe?:^content:)", "SwipeActions"),
                                  ("contextMenu(^menuItems:)", "ContextMenu")] {
            let name = String(spec.prefix { $0 != "(" })
            method(view, spec, result, types: spec.hasPrefix("swipe") ? [token] : []) { rt, base, args, at throws(Unwind) in
                let items = try rt.call(try Library.function(args.last!, at), [], at: at)
                return modified(base, .toolbar(content: ViewValue.primitive(container, content: items)), name, at)
            }
        }
        method(view, "onMove(perform:)", result) { _, base, args, at throws(Unwind) in
            modified(base, .onMove(try Library.function(args[0], at)), "onMove", at)
        }

        // withAnimation(_:_:) returns what its body returns.
        for spec in ["withAnimation(_:_:)", "withAnimation(_:)"] {
            function(spec, types: spec == "withAnimation(_:_:)" ? [token] : []) { rt, _, args, at throws(Unwind) in
                try rt.call(try Library.function(args.last!, at), [], at: at)
            }
        }

        // iOS 17's empty state: a title, an image, and a description.
        let unavailable = swiftUIViewType("ContentUnavailableView")
        staticMethod(unavailable, "init(_:systemImage:description?:)", .nominal(unavailable, []), types: [.string, .string]) {
            rt, _, args, at throws(Unwind) in
            let title = try rt.library.describe(args[0], rt: rt, at: at)
            let icon = try rt.library.describe(args[1], rt: rt, at: at)
            var items: [BuilderComponent] = [.expression(ViewValue.primitive("Image", .image(name: icon), summary: icon)),
                                             .expression(ViewValue.primitive("Text", .text(title), summary: title))]
            if !args[2].isVoidValue { items.append(.expression(args[2])) }
            return ViewValue.primitive("ContentUnavailableView", content: .native(ViewListValue(items)), summary: title)
        }
        staticMethod(unavailable, "init(^label:^description?:^actions?:)", .nominal(unavailable, [])) { rt, _, args, at throws(Unwind) in
            var items: [BuilderComponent] = []
            for arg in args where !arg.isVoidValue { items.append(.expression(try rt.call(try Library.function(arg, at), [], at: at))) }
            return ViewValue.primitive("ContentUnavailableView", content: .native(ViewListValue(items)))
        }
        staticProperty(unavailable, "search", .nominal(unavailable, [])) { _, _, _ throws(Unwind) in
            ViewValue.primitive("ContentUnavailableView", content: ViewValue.primitive("Text", .text("No Results"), summary: "No Results"),
                                summary: "No Results")
        }
    }
}
