import SwiftSubset

/// More purely visual modifiers and the style types tutorials pass them
/// (`.listStyle(InsetGroupedListStyle())`, `.navigationViewStyle(.stack)`):
/// accepted with any arguments and shown in `:tree`, like the styling
/// modifiers of `Library+SwiftUIModifiers`; they change nothing else.
extension Library {
    func installMoreStyles() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"] else { return }
        let result = StaticType.nominal(modifiedContent, [])
        onFirstUse(of: view) { view in Library.addMoreStyles(to: view, result: result) }
        for name in Library.styleTypes {
            let type = TypeInfo(name: name, kind: .builtin)
            addType(type)
            nativeTypes[name] = type
            staticMethod(type, "init()", .nominal(type, [])) { _, _, _, _ throws(Unwind) in .native(TokenValue(name + "()")) }
        }
    }

    /// The modifiers View does not have yet (each when its name is first
    /// looked up, after those registered before; one change for them all).
    private static func addMoreStyles(to view: TypeInfo, result: StaticType) {
        view.deferNative(each: moreStylesAndGridCellModifiers) { view, name in addMoreStyle(name, to: view, result: result) }
    }

    private static let moreStylesAndGridCellModifiers = moreStyleModifiers + gridCellModifiers

    private static func addMoreStyle(_ name: String, to view: TypeInfo, result: StaticType) {
        guard view.nativeMembers[name] == nil else { return }
        var member = NativeMember(body: .method({ rt, base, args, at throws(Unwind) in
            let detail = try args.map { (v: Value) throws(Unwind) -> String in try rt.library.describeToken(v, rt: rt) }
            let modifier = ModifierValue(.style(name: name, detail: detail.joined(separator: ", ")), name: name, at: at)
            return .native(ViewValue(.modified(base: base, modifier: modifier)))
        }), signature: Signature([]))
        member.acceptsAnyArguments = true
        member.resultType = { _ in result }
        view.nativeMembers.add(member, to: name)
    }

    static let moreStyleModifiers = [
        "navigationViewStyle", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "scrollContentBackground",
        "listRowSeparator", "listSectionSeparator", "listRowInsets", "listRowSeparatorTint", "controlSize",
        "textCase", "formStyle", "labelStyle", "menuStyle", "datePickerStyle", "tabViewStyle",
        "indexViewStyle", "gaugeStyle", "groupBoxStyle", "disclosureGroupStyle", "navigationSplitViewStyle",
        "scrollIndicators", "scrollDismissesKeyboard", "presentationDragIndicator", "presentationCornerRadius",
        "fontDesign", "fontWidth", "textSelection", "privacySensitive", "redacted", "dynamicTypeSize",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityHidden", "accessibilityElement",
        "accessibilityAddTraits", "zIndex", "blur", "saturation", "grayscale", "brightness", "contrast", "hueRotation",
        "mask", "compositingGroup", "drawingGroup", "allowsHitTesting", "hidden", "navigationBarBackButtonHidden",
        "toolbarTitleDisplayMode", "navigationSubtitle", "listItemTint", "symbolEffect", "contentTransition",
        "matchedGeometryEffect", "sensoryFeedback", "containerShape", "backgroundStyle", "foregroundStyle",
        "textContentType", "autocorrectionDisabled", "disableAutocorrection", "focusable", "keyboardShortcut",
        "scrollTargetBehavior", "scrollPosition", "navigationBarTitle", "listRowSpacing", "headerProminence",
        "fill", "stroke", "strokeBorder", "trim",
    ]

    static let styleTypes = [
        "PlainListStyle", "GroupedListStyle", "InsetListStyle", "InsetGroupedListStyle", "SidebarListStyle",
        "DefaultListStyle", "StackNavigationViewStyle", "DoubleColumnNavigationViewStyle", "DefaultNavigationViewStyle",
        "SegmentedPickerStyle", "WheelPickerStyle", "MenuPickerStyle", "InlinePickerStyle", "DefaultPickerStyle",
        "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle",
        "DefaultButtonStyle", "SwitchToggleStyle", "DefaultToggleStyle", "RoundedBorderTextFieldStyle",
        "PlainTextFieldStyle", "DefaultTextFieldStyle", "PageTabViewStyle", "GroupedFormStyle", "ColumnsFormStyle",
    ]
}
