import SwiftSubset

/// SwiftUI's `LocalizedStringKey`: what a string literal becomes where a
/// title is expected — a view's `let title: LocalizedStringKey`, a
/// parameter of that type, `Text(_:)` and the other titles. It is
/// `ExpressibleByStringInterpolation`, and its interpolation is the one
/// with `specifier:` and `format:` (`Compiler+TitleKeys.swift`). StateLab
/// has no localization tables, so a key holds the text it shows: its value
/// is that `String`, its static type `LocalizedStringKey`, so a `String`
/// is not one (`let k: LocalizedStringKey = name` is refused as swiftc
/// refuses it; `LocalizedStringKey(name)` makes one). Printing a key, which
/// SwiftUI answers with its table key and arguments, is refused by name.
extension Library {
    func installLocalizedStringKey() {
        let key = TypeInfo(name: "LocalizedStringKey", kind: .builtin)
        key.conformances = ["Equatable", "ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"]
            .compactMap { types[$0] }
        key.membersAreClosed = true
        key.acceptsOnlyItself = true
        addType(key)
        nativeTypes["LocalizedStringKey"] = key
        localizedStringKey = key
        staticMethod(key, "init(_:)", .nominal(key, []), types: [.string]) { _, _, args, _ throws(Unwind) in args[0] }
        staticMethod(key, "init(stringLiteral:)", .nominal(key, []), types: [.string]) { _, _, args, _ throws(Unwind) in args[0] }
    }
}
