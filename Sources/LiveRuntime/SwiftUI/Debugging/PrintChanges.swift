import SwiftSubset
import ViewGraph

/// `let _ = Self._printChanges()` in a body: prints why that body is being
/// evaluated, as SwiftUI does (`ContentView: _count changed.`); see
/// `InterpretedView.changesLine(for:)`. `Self._logChanges()` (iOS 17.1)
/// logs the same line, which Xcode's console shows beside the prints; here
/// it is printed too. Called anywhere but in the body of `Self`, it finds
/// no evaluation under way and says `unchanged.`, as SwiftUI's does.
extension Library {
    func installPrintChanges(_ views: ViewRuntime) {
        let owners = ["View", "ViewModifier"].compactMap { types[$0] }
        for owner in owners {
            for name in ["_printChanges()", "_logChanges()"] {
                staticMethod(owner, name, .void) { [unowned views] rt, receiver, _, _ throws(Unwind) in
                    guard case .type(let type) = receiver else { return .void }
                    rt.print(views.changesLine(forBodyOf: type) + "\n")
                    return .void
                }
            }
        }
    }
}

extension ViewRuntime {
    /// The `_printChanges` line for `type`'s body, if it is the one being
    /// evaluated now.
    func changesLine(forBodyOf type: TypeInfo) -> String {
        if let node = buildingNode, let view = node.spec.hostView as? InterpretedView, view.typeName == type.name {
            return view.changesLine(for: node)
        }
        return "\(type.name): unchanged."
    }
}
