/// Everything declared at global scope in a session: types, functions and
/// global variables. REPL entries add to it; later entries see earlier ones.
package final class GlobalEnvironment {
    package struct Variable {
        package let index: Int
        var type: StaticType
        let isMutable: Bool
        let ownership: LocalBinding.Ownership
        let position: SourcePosition
        var isAsyncLet = false
        /// `let x: Int` with no initial value, assigned later.
        var isInitializedLater = false
        /// A top-level `guard let`'s binding: where its guard statement
        /// ends, the first place code may name it.
        var guardEnd: SourcePosition?
    }

    /// Types visible by their plain name: the program's top-level types
    /// and the library's. Nested types are reached through their parent.
    package var types: [String: TypeInfo] = [:] {
        didSet { holdsLibraryTypesOnly = false }
    }
    /// How many of the library's type names `Library.register(in:)` has
    /// looked at for this environment.
    var registeredLibraryTypes = 0
    /// Whether `types` is the library's table as `Library.register(in:)`
    /// last gave it, untouched since.
    var holdsLibraryTypesOnly = false
    /// How many names the library had bound to another type when it last
    /// registered its types here.
    var libraryRebindings = 0
    /// The program's nested types, found by name only through their
    /// parent; an implicit member with no context may still name one.
    var nestedTypes: [TypeInfo] = []
    var typeAliases: [String: StaticType] = [:]
    /// A generic alias's parameters (`typealias Pair<T> = (T, T)`): its
    /// type holds them as `.generic`, replaced by the arguments it is
    /// written with.
    var typeAliasParameters: [String: [String]] = [:]
    var functions: [String: [CompiledFunction]] = [:]
    package var variables: [String: Variable] = [:]
    /// Types some compiled code outside the type itself constructs
    /// (`Detail()` in another view's body): the program's structure, which
    /// tells what is built by something else and what stands alone.
    package var constructedTypes: Set<String> = []
    /// Some type declares a subscript: a subscript on a value of unknown
    /// static type looks for one at run time.
    var declaresSubscripts = false
    /// Some type is `@dynamicMemberLookup`.
    var declaresDynamicMembers = false
    /// Some declaration has an implicitly unwrapped optional type (`Int!`),
    /// which is an `Int?` here: an optional used where its wrapped type is
    /// expected is then not refused, as it may be one of those.
    var declaresImplicitlyUnwrapped = false
    /// The module name used in class descriptions (`main.Counter`).
    var moduleName = "main"
    /// The library's modules the session's code sees: the standard
    /// library, and what its entries imported with what those re-export
    /// (`import SwiftUI` brings Foundation). An import holds for the rest
    /// of the session, as in swiftc's REPL.
    package private(set) var visibleModules: Set<String> = ["Swift"]

    /// Notes the modules an entry imports.
    package func noteImports(_ modules: some Sequence<String>) {
        visibleModules.formUnion(Library.visibleModules(importing: Set(modules)))
    }

    func type(named name: String) -> TypeInfo? { types[name] }
}
