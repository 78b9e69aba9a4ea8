import SwiftSubset

/// View modifiers: lifecycle (`task`, `onAppear`, `onDisappear`,
/// `onChange`), identity (`id`), environment, navigation and presentation
/// — which the runtime acts on — and styling and layout, which it shows in
/// `:tree` and otherwise ignores.
extension Library {
    func installSwiftUIModifiers() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        let result = StaticType.nominal(modifiedContent, [])
        // Every member here is View's: registered when View's members are
        // first looked up (a program that calls no modifier never does).
        onFirstUse(of: view) { [unowned self] view in installSwiftUIModifiers(on: view, result: result) }
    }

    private func installSwiftUIModifiers(on view: TypeInfo, result: StaticType) {
        func modified(_ base: Value, _ kind: ModifierValue.Kind, _ name: String, _ at: SourcePosition) -> Value {
            .native(ViewValue(.modified(base: base, modifier: ModifierValue(kind, name: name, at: at))))
        }
        func optionalFunction(_ v: Value, _ at: SourcePosition) throws(Unwind) -> FunctionValue? {
            if v.isVoidValue || v.isNone { return nil }
            return try Library.function(v, at)
        }
        let noAction = FunctionValue(.native(name: "nothing") { _, _ throws(Unwind) in .void })

        method(view, "onAppear(perform?:)", result) { _, base, args, at throws(Unwind) in
            modified(base, .onAppear(try optionalFunction(args[0], at) ?? noAction), "onAppear", at)
        }
        method(view, "onDisappear(perform?:)", result) { _, base, args, at throws(Unwind) in
            modified(base, .onDisappear(try optionalFunction(args[0], at) ?? noAction), "onDisappear", at)
        }
        method(view, "task(priority?:_:)", result) { _, base, args, at throws(Unwind) in
            modified(base, .task(try Library.function(args[1], at), id: nil), "task", at)
        }
        method(view, "task(id:priority?:_:)", result) { _, base, args, at throws(Unwind) in
            modified(base, .task(try Library.function(args[2], at), id: args[0]), "task(id:)", at)
        }
        method(view, "onChange(of:initial?:_:)", result) { _, base, args, at throws(Unwind) in
            let initial = args[1].asBool ?? false
            return modified(base, .onChange(value: args[0], initial: initial, action: try Library.function(args[2], at)), "onChange", at)
        }
        method(view, "onChange(of:perform:)", result) { _, base, args, at throws(Unwind) in
            modified(base, .onChange(value: args[0], initial: false, action: try Library.function(args[1], at)), "onChange", at)
        }
        method(view, "id(_:)", result) { _, base, args, at throws(Unwind) in
            modified(base, .id(args[0]), "id", at)
        }
        method(view, "environmentObject(_:)", result) { rt, base, args, at throws(Unwind) in
            modified(base, .environment(key: rt.library.typeName(of: args[0]), value: args[0]), "environmentObject", at)
        }
        // `.environment(object)` places the object under its type; an
        // optional that is nil clears that type's entry for the subtree,
        // which only the argument's static type names.
        method(view, "environment(_:)", result, specialized: { types in
            var declared: String?
            if let type = types.first?.wrappedIfOptional, case .nominal = type { declared = type.description }
            return { rt, base, args, at throws(Unwind) in
                let key = args[0].isNone ? declared ?? "nil" : rt.library.typeName(of: args[0].unwrappedIfOptional)
                return modified(base, .environment(key: key, value: args[0]), "environment", at)
            }
        }) { rt, base, args, at throws(Unwind) in
            modified(base, .environment(key: rt.library.typeName(of: args[0].unwrappedIfOptional), value: args[0]), "environment", at)
        }
        method(view, "environment(_:_:)", result) { _, base, args, at throws(Unwind) in
            let key = (args[0].nativeObject as? KeyPathValue).map { "\\." + $0.names.joined(separator: ".") } ?? "?"
            return modified(base, .environment(key: key, value: args[1]), "environment", at)
        }
        method(view, "onDelete(perform:)", result) { _, base, args, at throws(Unwind) in
            modified(base, .onDelete(try Library.function(args[0], at)), "onDelete", at)
        }
        method(view, "navigationDestination(for:^destination:)", result) { rt, base, args, at throws(Unwind) in
            let typeName: String
            if case .type(let t) = args[0] { typeName = t === rt.library.int ? "Int" : t.name } else { typeName = rt.library.typeName(of: args[0]) }
            return modified(base, .navigationDestination(typeName: typeName, destination: try Library.function(args[1], at)),
                            "navigationDestination", at)
        }
        // A Bool- or item-driven destination pushes on the stack around it,
        // with no link and no path, while its binding says so.
        // (Specs written out: not built again by interpolation in every session.)
        for (label, isItem, spec) in [("isPresented", false, "navigationDestination(isPresented:^destination:)"),
                                      ("item", true, "navigationDestination(item:^destination:)")] {
            method(view, spec, result) { _, base, args, at throws(Unwind) in
                guard let binding = args[0].nativeObject as? BindingValue else {
                    throw .trap(Trap(message: LiveRuntimeMessages.destinationNeedsBinding(label), position: at))
                }
                return modified(base, .presentedDestination(binding: binding, isItem: isItem, destination: try Library.function(args[1], at)),
                                "navigationDestination", at)
            }
        }
        // A full-screen cover and, on iPhone, a popover present as a sheet
        // does (N5); `:tree` says which. A popover has no `onDismiss`.
        for (name, isPresented, item) in [("sheet", "sheet(isPresented:onDismiss?:^content:)", "sheet(item:onDismiss?:^content:)"),
                                          ("fullScreenCover", "fullScreenCover(isPresented:onDismiss?:^content:)",
                                           "fullScreenCover(item:onDismiss?:^content:)"),
                                          ("popover", "popover(isPresented:attachmentAnchor?:arrowEdge?:^content:)",
                                           "popover(item:attachmentAnchor?:arrowEdge?:^content:)")] {
            let dismissIndex: Int? = name == "popover" ? nil : 1
            method(view, isPresented, result) { _, base, args, at throws(Unwind) in
                guard let binding = args[0].nativeObject as? BindingValue else {
                    throw .trap(Trap(message: LiveRuntimeMessages.sheetNeedsBoolBinding, position: at))
                }
                return modified(base, .sheet(isPresented: binding, onDismiss: try dismissIndex.flatMap { i throws(Unwind) in try optionalFunction(args[i], at) },
                                             content: try Library.function(args[args.count - 1], at)), name, at)
            }
            method(view, item, result) { _, base, args, at throws(Unwind) in
                guard let binding = args[0].nativeObject as? BindingValue else {
                    throw .trap(Trap(message: LiveRuntimeMessages.sheetNeedsBinding, position: at))
                }
                return modified(base, .sheetItem(item: binding, onDismiss: try dismissIndex.flatMap { i throws(Unwind) in try optionalFunction(args[i], at) },
                                                 content: try Library.function(args[args.count - 1], at)), name, at)
            }
        }

        method(view, "disabled(_:)", result, types: [.bool]) { _, base, args, at throws(Unwind) in
            modified(base, .disabled(args[0].asBool ?? false), "disabled", at)
        }
        method(view, "accessibilityLabel(_:)", result) { rt, base, args, at throws(Unwind) in
            var label: String
            if case .native(let n) = args[0], let text = n as? ViewValue, case .primitive(_, .text(let s), _, _, _) = text.kind {
                label = s
            } else {
                label = try rt.library.describe(args[0], rt: rt, at: at)
            }
            return modified(base, .accessibilityLabel(label), "accessibilityLabel", at)
        }

        // Styling and layout: accepted with any arguments, shown in :tree
        // (one change for all their names, each made when its name is).
        view.deferNative(each: Library.styleModifiers) { view, name in
            var member = NativeMember(body: .method({ rt, base, args, at throws(Unwind) in
                let detail = try args.map { (v: Value) throws(Unwind) -> String in try rt.library.describeToken(v, rt: rt) }
                return modified(base, .style(name: name, detail: detail.joined(separator: ", ")), name, at)
            }), signature: Signature([]))
            member.acceptsAnyArguments = true
            member.takesTitleKey = Library.titleModifiers.contains(name)
            member.resultType = { _ in result }
            view.nativeMembers.add(member, to: name)
        }
    }

    /// Style modifiers whose first argument is a title
    /// (`LocalizedStringKey` when a literal).
    static let titleModifiers: Set<String> = ["navigationTitle", "badge", "help", "accessibilityLabel"]

    static let styleModifiers = [
        "padding", "font", "fontWeight", "foregroundColor", "foregroundStyle", "bold", "italic", "frame", "background",
        "listStyle", "cornerRadius", "opacity", "tint", "buttonStyle", "navigationTitle",
        "navigationBarTitleDisplayMode", "toolbar", "ignoresSafeArea", "multilineTextAlignment", "lineLimit",
        "textFieldStyle", "clipShape", "shadow", "overlay", "border", "navigationBarItems",
        "scaleEffect", "rotationEffect", "offset", "animation", "transition", "accessibilityLabel", "labelsHidden",
        "keyboardType", "autocapitalization", "textInputAutocapitalization", "submitLabel", "contentShape",
        "layoutPriority", "fixedSize", "edgesIgnoringSafeArea", "listRowBackground", "pickerStyle", "toggleStyle",
        "progressViewStyle", "datePickerStyle", "imageScale", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "monospaced",
        "monospacedDigit", "strikethrough", "underline", "kerning", "tracking", "lineSpacing", "minimumScaleFactor",
        "truncationMode", "allowsTightening", "environment(\\.colorScheme)", "preferredColorScheme", "statusBarHidden",
        "navigationBarHidden", "navigationBarBackButtonHidden", "interactiveDismissDisabled", "presentationDetents",
        "containerRelativeFrame", "symbolRenderingMode", "badge", "help",
        // An iPhone collapses a split view whatever its style and widths.
        "navigationSplitViewStyle", "navigationSplitViewColumnWidth",
    ]
}
