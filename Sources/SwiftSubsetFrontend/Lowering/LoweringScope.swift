import SwiftSubsetAST

/// The lexical scope of one function, closure or top-level body while
/// lowering: its block scopes, its slots, and what it captures from
/// enclosing functions.
final class LoweringScope {
    package enum Kind {
        /// Top-level code of a file or REPL entry: names declared at block
        /// depth 0 are globals, not locals.
        case topLevel
        case function
        case closure
        /// A method, initializer, accessor or deinit: has `self`.
        case member
    }

    let kind: Kind
    let parent: LoweringScope?
    private var blocks: [[String: LocalBinding]] = [[:]]
    private(set) var slotCount = 0
    private(set) var captures: [Capture] = []
    private var captureIndexByBinding: [ObjectIdentifier: Int] = [:]
    /// Anonymous closure parameters (`$0`, `$1`) used so far, by index.
    var anonymousParameters: [Int: LocalBinding] = [:]

    init(kind: Kind, parent: LoweringScope?) {
        self.kind = kind
        self.parent = parent
    }

    /// While lowering the second and later patterns of one `case` or
    /// `catch`: a name an earlier pattern binds is that same binding, so
    /// the body reads it whichever pattern matched.
    var sharesBindings = false

    /// Top-level code at block depth 0 declares globals.
    var declaresGlobals: Bool { kind == .topLevel && blocks.count == 1 }

    /// The names each open block's `let` and `var` statements declared
    /// (not `guard let`, `if let`, loop or `case` bindings, which Swift
    /// lets a later name shadow).
    private var declaredByStatement: [Set<String>] = [[]]

    func pushBlock() { blocks.append([:]); declaredByStatement.append([]) }
    func popBlock() { blocks.removeLast(); declaredByStatement.removeLast() }

    /// Records that a `let` or `var` statement declares `name` in the
    /// innermost block; false when one already did there (`var w = 1`
    /// then `var w = 2`: an invalid redeclaration).
    func noteStatementDeclares(_ name: String) -> Bool {
        declaredByStatement[declaredByStatement.count - 1].insert(name).inserted
    }

    @discardableResult
    func declare(_ name: String, mutable: Bool, type: TypeRef?, at position: SourcePosition) -> LocalBinding {
        if sharesBindings, let existing = blocks[blocks.count - 1][name] { return existing }
        let binding = LocalBinding(name: name, slot: slotCount, isMutable: mutable, declaredType: type, position: position)
        slotCount += 1
        blocks[blocks.count - 1][name] = binding
        return binding
    }

    /// A slot with no name (a hidden temporary, or a gap among `$n`).
    func reserveSlot(named name: String, at position: SourcePosition) -> LocalBinding {
        let binding = LocalBinding(name: name, slot: slotCount, isMutable: true, declaredType: nil, position: position)
        slotCount += 1
        return binding
    }

    /// Resolves `name` lexically: a local of this function, a variable of an
    /// enclosing function (captured through every closure in between), or
    /// unresolved (member, global or type: the compiler's business).
    func lookup(_ name: String) -> NameReference {
        if let local = findLocal(name) { return .local(local) }
        guard let parent, kind != .member || name == "self" else {
            // Methods of local types cannot capture the enclosing function.
            return .unresolved(name)
        }
        guard let outer = parent.findInChain(name) else {
            noteUnresolvedName()
            return .unresolved(name)
        }
        outer.isCaptured = true
        return .captured(captureIndex(for: outer), outer)
    }

    /// A binding declared by this scope itself (no capture, no marking).
    func ownBinding(_ name: String) -> LocalBinding? { findLocal(name) }

    private func findLocal(_ name: String) -> LocalBinding? {
        for block in blocks.reversed() {
            if let binding = block[name] { return binding }
        }
        return nil
    }

    /// Whether `name` is a local here or in an enclosing function or closure.
    func seesLocal(_ name: String) -> Bool { findInChain(name) != nil }

    /// The local `name` names, here or in an enclosing function or
    /// closure, without capturing it.
    func visibleLocal(_ name: String) -> LocalBinding? { findInChain(name) }

    private func findInChain(_ name: String) -> LocalBinding? {
        if let local = findLocal(name) { return local }
        if kind == .member && name != "self" { return nil }
        return parent?.findInChain(name)
    }

    private func owns(_ binding: LocalBinding) -> Bool {
        blocks.contains { $0.values.contains { $0 === binding } }
            || anonymousParameters.values.contains { $0 === binding }
    }

    /// The index of `binding` in this scope's capture list, adding it (and
    /// threading it through enclosing closures) on first use.
    func captureIndex(for binding: LocalBinding) -> Int {
        if let index = captureIndexByBinding[ObjectIdentifier(binding)] { return index }
        let source: CaptureSource
        if let parent, parent.owns(binding) {
            source = .local(binding)
        } else if let parent {
            source = .capture(parent.captureIndex(for: binding))
        } else {
            source = .local(binding)
        }
        captures.append(Capture(binding: binding, source: source))
        let index = captures.count - 1
        captureIndexByBinding[ObjectIdentifier(binding)] = index
        return index
    }

    /// Unresolved names inside a closure may turn out to be implicit
    /// members of `self`; the compiler then captures `self`. A mutable `self`
    /// (a mutating method) must be boxed for that, so mark it now.
    func noteUnresolvedName() {
        guard kind == .closure || kind == .function, let outerSelf = parent?.findInChain("self") else { return }
        outerSelf.isCaptured = true
    }
}

extension NameReference {
    var isResolved: Bool {
        if case .unresolved = self { return false }
        return true
    }
}
