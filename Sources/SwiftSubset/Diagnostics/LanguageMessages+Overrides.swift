/// What swiftc says about a subclass's members that replace (or fail to
/// replace) its superclass's (`Compiler+Overrides.swift`).
extension LanguageMessages {
    static let overrideKeywordRequired = m("typecheck.overrideKeywordRequired",
                                           "overriding declaration requires an 'override' keyword")
    /// `override func g()` (or `override var y`) where no superclass has one.
    static func overridesNothing(_ kind: String) -> Message {
        m("typecheck.overridesNothing", "\(kind) does not override any \(kind) from its superclass")
    }
    static let initializerOverridesNothing = m("typecheck.initializerOverridesNothing",
                                               "initializer does not override a designated initializer from its superclass")
    /// `kind`: "method" or "initializer".
    static func overrideLabelsDiffer(_ kind: String, _ mine: String, _ theirs: String) -> Message {
        m("typecheck.overrideLabelsDiffer",
          "argument labels for \(kind) '\(mine)' do not match those of overridden \(kind) '\(theirs)'")
    }
    static func cannotOverrideWithStored(_ name: String) -> Message {
        m("typecheck.cannotOverrideWithStored", "cannot override with a stored property '\(name)'")
    }
}
