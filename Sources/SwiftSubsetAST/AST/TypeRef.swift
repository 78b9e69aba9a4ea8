/// A type as written in source: `Int`, `[String: Int]`, `Counter?`,
/// `Binding<Bool>`, `(Int) -> Void`, `some View`. Resolved to a `StaticType`
/// by the compiler.
package indirect enum TypeRef: Equatable, CustomStringConvertible {
    /// `Name` or `Name<Args>`; `path` holds `Outer.Inner` components;
    /// the position is where the name is written (for "cannot find type").
    case named([String], [TypeRef], at: SourcePosition? = nil)
    case optional(TypeRef)
    /// `T!`: an optional read as if unwrapped.
    case implicitlyUnwrapped(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case tuple([TypeRef])
    /// `(inc: () -> Void, get: () -> Int)`
    case labeledTuple([String?], [TypeRef])
    case function([TypeRef], TypeRef, isAsync: Bool, throws: Bool)
    /// `some P` / `any P` / a bare protocol used as a type.
    case opaque(TypeRef)
    case metatype(TypeRef)
    case composition([TypeRef])

    package var description: String {
        switch self {
        case .named(let path, let args, _):
            let base = path.joined(separator: ".")
            return args.isEmpty ? base : base + "<" + args.map(\.description).joined(separator: ", ") + ">"
        case .optional(let t): return t.description + "?"
        case .implicitlyUnwrapped(let t): return t.description + "!"
        case .array(let t): return "[" + t.description + "]"
        case .dictionary(let k, let v): return "[" + k.description + ": " + v.description + "]"
        case .tuple(let ts): return "(" + ts.map(\.description).joined(separator: ", ") + ")"
        case .labeledTuple(let labels, let ts):
            return "(" + zip(labels, ts).map { ($0.0.map { $0 + ": " } ?? "") + $0.1.description }.joined(separator: ", ") + ")"
        case .function(let ps, let r, let a, let t):
            return "(" + ps.map(\.description).joined(separator: ", ") + ")" + (a ? " async" : "")
                + (t ? " throws" : "") + " -> " + r.description
        case .opaque(let t): return "some " + t.description
        case .metatype(let t): return t.description + ".Type"
        case .composition(let ts): return ts.map(\.description).joined(separator: " & ")
        }
    }

    /// The last path component of a named type (`Foo` for `Outer.Foo<Int>`).
    package var baseName: String? {
        if case .named(let path, _, _) = self { return path.last }
        return nil
    }

    package static func simple(_ name: String) -> TypeRef { .named([name], []) }
}

extension TypeRef {
    /// Where the type is written, when it starts with its name (`String`,
    /// `Item?`, `Outer.Inner`); nil for types that start with punctuation.
    package var startPosition: SourcePosition? {
        switch self {
        case .named(_, _, let at): return at
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return wrapped.startPosition
        default: return nil
        }
    }
}
