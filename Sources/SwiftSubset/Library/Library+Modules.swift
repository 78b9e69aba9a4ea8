/// Which module each piece of the library comes from, and what a program
/// sees given what it imports.
///
/// The standard library is always visible. Foundation's types and members
/// (`Date`, `UUID`, `components(separatedBy:)`, `String(format:)`,
/// `.formatted()`, `sqrt`) and Dispatch's (`DispatchQueue`) are visible
/// only to a program that imports their module or one that re-exports it:
/// swiftc refuses `Date()` without `import Foundation` ("cannot find
/// 'Date' in scope"), and so does StateLab. The install functions of those
/// modules run inside `installing(module:_:)`, which records the module in
/// every type (`typeModules`) and member (`NativeMember.module`) they
/// register; nothing is listed by hand.
extension Library {
    /// The modules an `import` of each module makes visible besides
    /// itself: Foundation re-exports Dispatch; SwiftUI, UIKit, AppKit and
    /// Combine re-export Foundation (a SwiftUI lesson uses `Date` without
    /// importing Foundation).
    static let reexportedModules: [String: [String]] = [
        "Foundation": ["Dispatch"],
        "SwiftUI": ["Foundation", "Dispatch"],
        "UIKit": ["Foundation", "Dispatch"],
        "AppKit": ["Foundation", "Dispatch"],
        "Combine": ["Foundation", "Dispatch"],
    ]

    /// The modules visible to a program that imports `imported`.
    static func visibleModules(importing imported: Set<String>) -> Set<String> {
        var visible = imported
        for module in imported { visible.formUnion(reexportedModules[module] ?? []) }
        return visible
    }

    /// Runs `install` with every type and member it registers marked as
    /// `module`'s.
    func installing(module: String, _ install: () -> Void) {
        let outer = registeringModule
        registeringModule = module
        install()
        registeringModule = outer
    }

    /// The module a program must import to use `members`, when every one
    /// of them (the overloads of one name) comes from the same module other
    /// than the standard library; `nil` when any is the standard library's.
    static func module(of members: [NativeMember]) -> String? {
        guard let module = members.first?.module else { return nil }
        return members.allSatisfy({ $0.module == module }) ? module : nil
    }
}
