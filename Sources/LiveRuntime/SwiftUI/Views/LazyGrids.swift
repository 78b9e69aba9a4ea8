import SwiftSubset
import ViewGraph

/// `LazyVGrid(columns:)` and `LazyHGrid(rows:)`, with `GridItem`: lazy
/// containers whose lines hold as many cells as their `GridItem`s say
/// (`.fixed`, `.flexible`, `.adaptive(minimum:)`); only the lines in view
/// are built, as in a `LazyVStack`.
final class GridItemValue: NativeObject {
    let track: GridTrack

    init(_ track: GridTrack) { self.track = track }

    override var typeName: String { "GridItem" }
    override var description: String {
        switch track {
        case .fixed(let size): return "GridItem(.fixed(\(Self.format(size))))"
        case .flexible: return "GridItem(.flexible())"
        case .adaptive(let minimum): return "GridItem(.adaptive(minimum: \(Self.format(minimum))))"
        }
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// `.fixed(100)`, `.flexible()`, `.adaptive(minimum: 80, maximum: 120)`,
    /// as written; what is not one of them is `.flexible()`.
    static func track(_ text: String) -> GridTrack {
        func number(after label: String) -> Double? {
            guard let range = text.firstRange(of: label) else { return nil }
            return Double(text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." })
        }
        if text.hasPrefix(".fixed(") { return .fixed(number(after: ".fixed(") ?? 0) }
        if text.hasPrefix(".adaptive(") { return .adaptive(minimum: number(after: "minimum:") ?? 10) }
        return .flexible(minimum: number(after: "minimum:") ?? 10)
    }
}

extension Library {
    func installLazyGrids() {
        let token = tokenType.map { StaticType.nominal($0, []) } ?? .unknown
        let gridItem = TypeInfo(name: "GridItem", kind: .builtin)
        addType(gridItem)
        nativeTypes["GridItem"] = gridItem
        staticMethod(gridItem, "init(_?:spacing?:alignment?:)", .nominal(gridItem, []), types: [token, .unknown, token]) {
            rt, _, args, _ throws(Unwind) in
            let size = args[0].isVoidValue ? ".flexible()" : try rt.library.describeToken(args[0], rt: rt)
            return .native(GridItemValue(GridItemValue.track(size)))
        }
        for (name, axis, label) in [("LazyVGrid", Axis.vertical, "columns"), ("LazyHGrid", Axis.horizontal, "rows")] {
            let grid = swiftUIViewType(name)
            staticMethod(grid, "init(\(label):alignment?:spacing?:pinnedViews?:^content:)", .nominal(grid, []),
                         types: [.unknown, token, .unknown, .array(token)]) { rt, _, args, at throws(Unwind) in
                let tracks = try rt.library.elements(of: args[0], rt: rt, at: at).map { item in
                    (item.nativeObject as? GridItemValue)?.track ?? .flexible(minimum: 10)
                }
                let content = args[4].isVoidValue ? Value.void : try rt.call(try Library.function(args[4], at), [], at: at)
                return ViewValue.primitive(name, content: content, attributes: [(label, "\(tracks.count)")],
                                           lazyLayout: .grid(axis, tracks: tracks))
            }
        }
    }
}
