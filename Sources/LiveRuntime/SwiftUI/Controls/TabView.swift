import SwiftSubset
import ViewGraph

/// `TabView(selection: $tab) { Home().tabItem { Label("Home", …) }.tag(0) … }`:
/// every tab is installed (its storage is kept while another tab is
/// selected), only the selected one is on screen, and `:tab NAME` selects
/// one — through the selection binding when the tabs are tagged, else in
/// the tab view's own state. Switching tabs makes the old tab disappear
/// and the new one appear (onDisappear, onAppear, tasks), as on iOS 17.
final class TabViewControl: HostControl {
    let tabs: [(title: String, tag: Value?)]
    let selection: BindingValue?

    init(tabs: [(title: String, tag: Value?)], selection: BindingValue?) {
        self.tabs = tabs
        self.selection = selection
    }

    var commands: [String] { ["tab"] }
    var label: String { "" }
    var choices: [String] { tabs.map(\.title) }

    /// The selected tab: the tagged one the binding holds, else the one
    /// last chosen, else the first.
    func selectedIndex(_ state: ControlState) -> Int {
        if let selection, let current = try? selection.getter(),
           let index = tabs.firstIndex(where: { $0.tag?.isIdentical(to: current) ?? false }) {
            return index
        }
        return min(state.selection ?? 0, max(tabs.count - 1, 0))
    }

    func shownChildren(count: Int, state: ControlState) -> Set<Int>? { [selectedIndex(state)] }

    func problem(with command: String, argument: String?) -> ControlProblem? { choiceProblem(argument) }

    func act(_ command: String, argument: String?, state: ControlState) throws {
        guard let index = choiceIndex(argument) else { return }
        state.selection = index
        if let selection, let tag = tabs[index].tag { try selection.setter(tag) }
    }
}

extension Library {
    func installTabView() {
        let tabView = swiftUIViewType("TabView")
        func make(_ rt: Runtime, selection: Value, content: Value, at: SourcePosition) throws(Unwind) -> Value {
            let built = try rt.call(try Library.function(content, at), [], at: at)
            // Each statement of the content is a tab, wrapped so the graph
            // sees one child per tab.
            var items: [Value] = []
            if case .native(let n) = built, let list = n as? ViewListValue {
                for item in list.items {
                    if case .expression(let v) = item { items.append(v) }
                    if case .branch(_, let v) = item { items.append(v) }
                }
            } else if !built.isVoidValue {
                items = [built]
            }
            var tabs: [(title: String, tag: Value?)] = []
            var children: [BuilderComponent] = []
            for (i, item) in items.enumerated() {
                let title = ControlContent.tabTitle(of: item) ?? "Tab \(i + 1)"
                tabs.append((title, ControlContent.tag(of: item)))
                children.append(.expression(ViewValue.primitive("Tab", content: item, summary: title)))
            }
            let binding = selection.nativeObject as? BindingValue
            // Not read here: the tab view reads its selection itself
            // (`GraphHost.watch`), so a program selecting a tab (`selection
            // = .profile`) switches it — the old tab disappears, the new one
            // appears — without running the body that built it.
            let control = TabViewControl(tabs: tabs, selection: binding)
            return ViewValue.primitive("TabView", .control(control), content: .native(ViewListValue(children)),
                                       attributes: [("tabs", tabs.map { Library.quote($0.title) }.joined(separator: ", "))])
        }
        staticMethod(tabView, "init(^content:)", .nominal(tabView, [])) { rt, _, args, at throws(Unwind) in
            try make(rt, selection: .void, content: args[0], at: at)
        }
        staticMethod(tabView, "init(selection:^content:)", .nominal(tabView, [])) { rt, _, args, at throws(Unwind) in
            try make(rt, selection: args[0], content: args[1], at: at)
        }

        // iOS 18's `Tab("Home", systemImage: "house", value: 0) { … }`: its
        // content, named and tagged as `.tabItem` and `.tag` would.
        let tab = swiftUIViewType("Tab")
        func makeTab(_ rt: Runtime, title: Value, value: Value?, content: Value, at: SourcePosition) throws(Unwind) -> Value {
            let name = try rt.library.describe(title, rt: rt, at: at)
            var built = try rt.call(try Library.function(content, at), [], at: at)
            built = .native(ViewValue(.modified(base: built, modifier: ModifierValue(.tabItem(title: name), name: "tabItem", at: at))))
            if let value { built = .native(ViewValue(.modified(base: built, modifier: ModifierValue(.tag(value), name: "tag", at: at)))) }
            return built
        }
        staticMethod(tab, "init(_:systemImage:^content:)", .nominal(tab, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            try makeTab(rt, title: args[0], value: nil, content: args[2], at: at)
        }
        staticMethod(tab, "init(_:systemImage:value:^content:)", .nominal(tab, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            try makeTab(rt, title: args[0], value: args[2], content: args[3], at: at)
        }
        staticMethod(tab, "init(_:value:^content:)", .nominal(tab, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            try makeTab(rt, title: args[0], value: args[1], content: args[2], at: at)
        }

        guard let view = types["View"], let modified = types["ModifiedContent"] else { return }
        method(view, "tabItem(^_:)", .nominal(modified, [])) { rt, base, args, at throws(Unwind) in
            let label = try rt.call(try Library.function(args[0], at), [], at: at)
            return .native(ViewValue(.modified(base: base, modifier: ModifierValue(.tabItem(title: ControlContent.text(of: label)),
                                                                                   name: "tabItem", at: at))))
        }
        method(view, "tag(_:)", .nominal(modified, [])) { _, base, args, at throws(Unwind) in
            .native(ViewValue(.modified(base: base, modifier: ModifierValue(.tag(args[0]), name: "tag", at: at))))
        }
    }
}
