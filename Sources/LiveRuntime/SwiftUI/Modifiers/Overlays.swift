import SwiftSubset

extension Library {
    /// `.overlay { … }` and `.background { … }` with view content: the
    /// views are shown over or under the view they are on, so they are on
    /// screen with it (a success message, a badge, a button over a map).
    /// They are children of that view, in a container named after the
    /// modifier, read apart from it. The forms that take a colour or a
    /// shape (`.background(Color.red)`) stay styling.
    func installOverlays() {
        guard let view = types["View"], let modifiedContent = types["ModifiedContent"], let tokenType else { return }
        let result = StaticType.nominal(modifiedContent, [])
        let token = StaticType.nominal(tokenType, [])
        for (name, container) in [("overlay", "Overlay"), ("background", "Background")] {
            method(view, "\(name)(alignment?:^content:)", result, types: [token]) { rt, base, args, at throws(Unwind) in
                let content = try rt.call(try Library.function(args[1], at), [], at: at)
                let layer = ViewValue.primitive(container, content: content)
                return .native(ViewValue(.modified(base: base, modifier: ModifierValue(.toolbar(content: layer), name: name, at: at))))
            }
        }
        // `.safeAreaInset(edge: .bottom) { Button(…) }`: a bar of views beside
        // the content, on screen with it (a composer, a total, a button).
        method(view, "safeAreaInset(edge:alignment?:spacing?:^content:)", result, types: [token, token, .unknown]) { rt, base, args, at throws(Unwind) in
            let content = try rt.call(try Library.function(args[3], at), [], at: at)
            let layer = ViewValue.primitive("SafeAreaInset", content: content)
            return .native(ViewValue(.modified(base: base, modifier: ModifierValue(.toolbar(content: layer), name: "safeAreaInset", at: at))))
        }
    }
}
