import SwiftSubset
import ViewGraph

/// SwiftUI's views: text and controls, stacks and lists, `ForEach`,
/// navigation, `App` and `WindowGroup`. Each is a `ViewValue`; content
/// closures are `@ViewBuilder`s and run when the view is made (inside the
/// body that makes it).
extension Library {
    func installSwiftUIViews() {
        let view = addProtocol("View")
        // A view's members are SwiftUI's modifiers and the program's own:
        // calling one the library does not have fails at compile time.
        view.membersAreClosed = true
        addProtocol("App")
        addProtocol("Scene")
        addProtocol("DynamicProperty")

        func viewType(_ name: String) -> TypeInfo {
            let type = TypeInfo(name: name, kind: .builtin)
            type.conformances = [view]
            type.membersAreClosed = true
            addType(type)
            nativeTypes[name] = type
            return type
        }
        for name in ["ModifiedContent", "TupleView", "ForEach", "AnyView", "WindowGroup"] { _ = viewType(name) }

        func content(_ rt: Runtime, _ closure: Value, _ at: SourcePosition, _ args: [Value] = []) throws(Unwind) -> Value {
            if closure.isVoidValue { return .void }
            return try rt.call(try Library.function(closure, at), args, at: at)
        }
        func text(_ rt: Runtime, _ value: Value, _ at: SourcePosition) throws(Unwind) -> String {
            try rt.library.describe(value, rt: rt, at: at)
        }

        // Layout arguments (`alignment: .leading`, `.vertical`) are tokens.
        let token = tokenType.map { StaticType.nominal($0, []) } ?? .unknown

        // Text
        let textType = viewType("Text")
        staticMethod(textType, "init(_:)", .nominal(textType, [])) { rt, _, args, at throws(Unwind) in
            let s = try text(rt, args[0], at)
            return ViewValue.primitive("Text", .text(s), summary: s)
        }
        staticMethod(textType, "init(verbatim:)", .nominal(textType, [])) { rt, _, args, at throws(Unwind) in
            let s = try text(rt, args[0], at)
            return ViewValue.primitive("Text", .text(s), summary: s)
        }

        // Button
        let button = viewType("Button")
        for spec in ["init(_:action:)", "init(_:role?:action:)"] {
            staticMethod(button, spec, .nominal(button, []), types: [.string]) { rt, _, args, at throws(Unwind) in
                let title = try text(rt, args[0], at)
                let action = try Library.function(args.last!, at)
                return ViewValue.primitive("Button", .button(action: action),
                                           content: ViewValue.primitive("Text", .text(title), summary: title), summary: title)
            }
        }
        staticMethod(button, "init(role?:action:^label:)", .nominal(button, [])) { rt, _, args, at throws(Unwind) in
            let action = try Library.function(args[1], at)
            return ViewValue.primitive("Button", .button(action: action), content: try content(rt, args[2], at))
        }

        // Fields and toggles
        for name in ["TextField", "SecureField"] {
            let field = viewType(name)
            for spec in ["init(_:text:)", "init(_:text:prompt?:axis?:)"] {
                staticMethod(field, spec, .nominal(field, []), types: [.unknown, .unknown, .unknown, token]) { rt, _, args, at throws(Unwind) in
                    let title = try text(rt, args[0], at)
                    let bound = args[1]
                    return ViewValue.primitive(name, .textField(binding: bound.nativeObject as? BindingValue), summary: title,
                                               shown: [ViewValue.shown("text", rt) { rt throws(Unwind) in
                                                   // A secure field shows a dot per character, as its screen does.
                                                   if name == "SecureField", case .string(let secret)? = (bound.nativeObject as? BindingValue)?
                                                       .shownValue?.unwrappedIfOptional {
                                                       return "Binding(\"\(String(repeating: "•", count: secret.count))\")"
                                                   }
                                                   return try rt.library.describe(bound, rt: rt, at: at)
                                               }])
                }
            }
        }
        let toggle = viewType("Toggle")
        staticMethod(toggle, "init(_:isOn:)", .nominal(toggle, [])) { rt, _, args, at throws(Unwind) in
            let title = try text(rt, args[0], at)
            return ViewValue.primitive("Toggle", .toggle(binding: args[1].nativeObject as? BindingValue), summary: title,
                                       shown: [isOn(args[1], rt, at)])
        }
        staticMethod(toggle, "init(isOn:^label:)", .nominal(toggle, [])) { rt, _, args, at throws(Unwind) in
            let label = try content(rt, args[1], at)
            return ViewValue.primitive("Toggle", .toggle(binding: args[0].nativeObject as? BindingValue), content: label,
                                       shown: [isOn(args[0], rt, at)])
        }
        /// What a toggle shows, as a field shows its text: `isOn: Binding(true)`.
        func isOn(_ bound: Value, _ rt: Runtime, _ at: SourcePosition?) -> (String, () -> String) {
            ViewValue.shown("isOn", rt) { rt throws(Unwind) in try rt.library.describe(bound, rt: rt, at: at) }
        }

        // Leaves
        let image = viewType("Image")
        for spec in ["init(systemName:)", "init(_:)"] {
            staticMethod(image, spec, .nominal(image, [])) { rt, _, args, at throws(Unwind) in
                let name = try text(rt, args[0], at)
                return ViewValue.primitive("Image", .image(name: name), summary: name)
            }
        }
        let progress = viewType("ProgressView")
        staticMethod(progress, "init()", .nominal(progress, [])) { _, _, _, _ throws(Unwind) in ViewValue.primitive("ProgressView") }
        staticMethod(progress, "init(_:)", .nominal(progress, [])) { rt, _, args, at throws(Unwind) in
            ViewValue.primitive("ProgressView", summary: try text(rt, args[0], at))
        }
        staticMethod(progress, "init(value:total?:)", .nominal(progress, [])) { rt, _, args, at throws(Unwind) in
            ViewValue.primitive("ProgressView", summary: try text(rt, args[0], at))
        }
        for name in ["Spacer", "Divider", "EmptyView"] {
            let type = viewType(name)
            staticMethod(type, "init()", .nominal(type, [])) { _, _, _, _ throws(Unwind) in ViewValue.primitive(name) }
            if name == "Spacer" {
                staticMethod(type, "init(minLength:)", .nominal(type, [])) { _, _, _, _ throws(Unwind) in ViewValue.primitive(name) }
            }
        }
        let label = viewType("Label")
        staticMethod(label, "init(_:systemImage:)", .nominal(label, [])) { rt, _, args, at throws(Unwind) in
            let title = try text(rt, args[0], at)
            return ViewValue.primitive("Label", content: ViewValue.primitive("Text", .text(title), summary: title), summary: title)
        }
        let color = viewType("Color")
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
                     "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor"] {
            staticProperty(color, name, .nominal(color, [])) { _, _, _ throws(Unwind) in ViewValue.primitive("Color", summary: name) }
        }

        // Containers; the lazy ones build only the rows in view.
        let lazyLayouts: [String: LazyLayout] = ["List": .list, "Form": .list, "LazyVStack": .stack(.vertical),
                                                 "LazyHStack": .stack(.horizontal)]
        for name in ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "Form", "ScrollView", "Section", "List"] {
            let type = viewType(name)
            let lazyLayout = lazyLayouts[name]
            staticMethod(type, "init(alignment?:spacing?:pinnedViews?:^content:)", .nominal(type, []),
                         types: [token, .unknown, .array(token)]) { rt, _, args, at throws(Unwind) in
                ViewValue.primitive(name, content: try content(rt, args[3], at), lazyLayout: lazyLayout)
            }
            if name == "ScrollView" {
                staticMethod(type, "init(_:showsIndicators?:^content:)", .nominal(type, []), types: [token]) { rt, _, args, at throws(Unwind) in
                    ViewValue.primitive(name, content: try content(rt, args[2], at))
                }
            }
            if name == "Section" {
                staticMethod(type, "init(_:^content:)", .nominal(type, []), types: [.string]) { rt, _, args, at throws(Unwind) in
                    let title = try text(rt, args[0], at)
                    return ViewValue.primitive(name, content: try content(rt, args[1], at), summary: title)
                }
                staticMethod(type, "init(^content:^header:)", .nominal(type, [])) { rt, _, args, at throws(Unwind) in
                    ViewValue.primitive(name, content: .native(ViewListValue([.expression(try content(rt, args[1], at)),
                                                                              .expression(try content(rt, args[0], at))])))
                }
                staticMethod(type, "init(header:^content:)", .nominal(type, [])) { rt, _, args, at throws(Unwind) in
                    ViewValue.primitive(name, content: .native(ViewListValue([.expression(args[0]), .expression(try content(rt, args[1], at))])))
                }
            }
            if name == "List" {
                // List(data) { row } is a List around a ForEach.
                for spec in ["init(_:rowContent:)", "init(_:id:rowContent:)"] {
                    staticMethod(type, spec, .nominal(type, []), types: Library.rowsOfElements(spec)) { rt, _, args, at throws(Unwind) in
                        let row = try Library.function(args.last!, at)
                        // Over a bare Range, as ForEach(_:content:): identified by
                        // its integers, and only the initial range is read.
                        let constantRange = args.count == 2 && args[0].isRange
                        let idPath = args.count == 3 ? args[1].nativeObject as? KeyPathValue
                            : constantRange ? KeyPathValue(names: ["self"]) : nil
                        let each = ForEachValue(data: try rt.library.elements(of: args[0], rt: rt, at: at), idPath: idPath, content: row,
                                                constantRangeSite: constantRange ? at : nil, site: at)
                        return ViewValue.primitive(name, content: .native(each), lazyLayout: .list)
                    }
                }
            }
        }

        // ForEach
        let forEach = types["ForEach"]!
        staticMethod(forEach, "init(_:content:)", types: Library.rowsOfElements("init(_:content:)")) { rt, _, args, at throws(Unwind) in
            if let binding = args[0].nativeObject as? BindingValue {
                return try rt.library.forEachRows(rt, binding, idPath: nil, content: args[1], at: at)
            }
            let data = try rt.library.elements(of: args[0], rt: rt, at: at)
            let isRange = args[0].isRange
            let idPath: KeyPathValue? = isRange ? KeyPathValue(names: ["self"]) : nil
            return .native(ForEachValue(data: data, idPath: idPath, content: try Library.function(args[1], at),
                                        constantRangeSite: isRange ? at : nil, site: at))
        }
        staticMethod(forEach, "init(_:id:content:)", types: Library.rowsOfElements("init(_:id:content:)")) { rt, _, args, at throws(Unwind) in
            if let binding = args[0].nativeObject as? BindingValue {
                return try rt.library.forEachRows(rt, binding, idPath: args[1].nativeObject as? KeyPathValue, content: args[2], at: at)
            }
            return .native(ForEachValue(data: try rt.library.elements(of: args[0], rt: rt, at: at),
                                 idPath: args[1].nativeObject as? KeyPathValue, content: try Library.function(args[2], at), site: at))
        }
        let anyView = types["AnyView"]!
        staticMethod(anyView, "init(_:)") { _, _, args, _ throws(Unwind) in args[0] }

        // Navigation
        for name in ["NavigationStack", "NavigationView"] {
            let type = viewType(name)
            staticMethod(type, "init(^content:)", .nominal(type, [])) { rt, _, args, at throws(Unwind) in
                ViewValue.primitive(name, .navigationStack(path: nil), content: try content(rt, args[0], at))
            }
            staticMethod(type, "init(path:^root:)", .nominal(type, [])) { rt, _, args, at throws(Unwind) in
                ViewValue.primitive(name, .navigationStack(path: args[0].nativeObject as? BindingValue), content: try content(rt, args[1], at))
            }
        }
        // On an iPhone a split view is collapsed into a stack: the sidebar
        // is its root screen, the later columns are pushed as the lists
        // before them select a row (ViewGraph+SplitView). Every column is
        // built with the view that makes the split view, as a link's
        // destination is (N1).
        let split = viewType("NavigationSplitView")
        // `columnVisibility:` is taken and shown nothing: a collapsed split
        // view shows one column, whichever its lists select.
        addSimpleEnum("NavigationSplitViewVisibility", cases: ["automatic", "all", "doubleColumn", "detailOnly"])
        for (spec, columnCount) in [("init(columnVisibility?:^sidebar:^detail:)", 2),
                                    ("init(columnVisibility?:^sidebar:^content:^detail:)", 3)] {
            staticMethod(split, spec, .nominal(split, [])) { rt, _, args, at throws(Unwind) in
                let closures = args.suffix(columnCount)
                var columns: [Value] = []
                for closure in closures.dropFirst() { columns.append(try content(rt, closure, at)) }
                return ViewValue.primitive("NavigationSplitView", .navigationSplit(columns: columns),
                                           content: try content(rt, closures.first!, at))
            }
        }
        let link = viewType("NavigationLink")
        staticMethod(link, "init(^destination:^label:)", .nominal(link, [])) { rt, _, args, at throws(Unwind) in
            // N1: the destination is built now, with the link's parent body.
            var destination = args[0]
            if case .function = destination { destination = try content(rt, destination, at) }
            return ViewValue.primitive("NavigationLink", .navigationLink(destination: destination, value: nil),
                                       content: try content(rt, args[1], at))
        }
        staticMethod(link, "init(_:destination:)", .nominal(link, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            let title = try text(rt, args[0], at)
            var destination = args[1]
            if case .function = destination { destination = try content(rt, destination, at) }
            return ViewValue.primitive("NavigationLink", .navigationLink(destination: destination, value: nil),
                                       content: ViewValue.primitive("Text", .text(title), summary: title), summary: title)
        }
        staticMethod(link, "init(value:^label:)", .nominal(link, [])) { rt, _, args, at throws(Unwind) in
            ViewValue.primitive("NavigationLink", .navigationLink(destination: nil, value: args[0]), content: try content(rt, args[1], at))
        }
        staticMethod(link, "init(_:value:)", .nominal(link, []), types: [.string]) { rt, _, args, at throws(Unwind) in
            let title = try text(rt, args[0], at)
            return ViewValue.primitive("NavigationLink", .navigationLink(destination: nil, value: args[1]),
                                       content: ViewValue.primitive("Text", .text(title), summary: title), summary: title)
        }
        installLocalizedStringKey()
        let path = TypeInfo(name: "NavigationPath", kind: .builtin)
        addType(path)
        nativeTypes["NavigationPath"] = path
        staticMethod(path, "init()", .nominal(path, [])) { _, _, _, _ throws(Unwind) in .native(NavigationPathValue([])) }
        mutating(path, "append(_:)") { _, v, args, _ throws(Unwind) in
            v = .native(NavigationPathValue(((v.nativeObject as? NavigationPathValue)?.items ?? []) + [args[0]]))
            return .void
        }
        mutating(path, "removeLast(_?:)") { _, v, args, at throws(Unwind) in
            let items = (v.nativeObject as? NavigationPathValue)?.items ?? []
            let n = args[0].isVoidValue ? 1 : try Library.int(args[0], at)
            v = .native(NavigationPathValue(Array(items.dropLast(n))))
            return .void
        }
        property(path, "count", .int) { _, v, _ throws(Unwind) in .int((v.nativeObject as? NavigationPathValue)?.items.count ?? 0) }
        property(path, "isEmpty", .bool) { _, v, _ throws(Unwind) in .bool((v.nativeObject as? NavigationPathValue)?.items.isEmpty ?? true) }

        // Apps
        let windowGroup = types["WindowGroup"]!
        staticMethod(windowGroup, "init(^content:)") { rt, _, args, at throws(Unwind) in
            ViewValue.primitive("WindowGroup", content: try content(rt, args[0], at))
        }
        staticMethod(windowGroup, "init(_:^content:)") { rt, _, args, at throws(Unwind) in
            ViewValue.primitive("WindowGroup", content: try content(rt, args[1], at))
        }
    }
}

extension Value {
    var isRange: Bool {
        if case .range = self { return true }
        return false
    }
}

extension Library {
    /// The parameter types of a `ForEach` or `List` initializer over data
    /// (`spec` names its labels): an array's elements are what the row
    /// closure takes, so `ForEach(items) { item in … }` knows `item` is an
    /// `Item` (`item.date.formatted(date: .abbreviated, time: .omitted)`
    /// resolves its implicit members). Other data (ranges, bindings) leaves
    /// the row's parameter to the run time, as before.
    static func rowsOfElements(_ spec: String) -> [StaticType] {
        let labels = spec.dropFirst("init(".count).split(separator: ":").dropLast()
        return labels.enumerated().map { i, label -> StaticType in
            if i == 0 { return .array(.generic("Element")) }
            if i == labels.count - 1 { return .function([.generic("Element")], .unknown) }
            return .unknown
        }
    }
}
