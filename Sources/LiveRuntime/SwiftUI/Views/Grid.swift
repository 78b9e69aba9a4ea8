import SwiftSubset

/// `Grid { GridRow { … } }`: an eager two-dimensional stack. Its state
/// semantics are a `VStack` of `HStack`s: every cell is built with the
/// grid, each statement of a row is a position of its own, and a view
/// outside any `GridRow` takes a whole line. Spacing and alignment are
/// layout, accepted and shown; so are the cell modifiers
/// (`.gridCellColumns(2)`, `.gridColumnAlignment(.trailing)`…).
extension Library {
    func installGrid() {
        let token = tokenType.map { StaticType.nominal($0, []) } ?? .unknown
        let grid = swiftUIViewType("Grid")
        staticMethod(grid, "init(alignment?:horizontalSpacing?:verticalSpacing?:^content:)", .nominal(grid, []),
                     types: [token, .unknown, .unknown]) { rt, _, args, at throws(Unwind) in
            let content = args[3].isVoidValue ? Value.void : try rt.call(try Library.function(args[3], at), [], at: at)
            return ViewValue.primitive("Grid", content: content)
        }
        let row = swiftUIViewType("GridRow")
        staticMethod(row, "init(alignment?:^content:)", .nominal(row, []), types: [token]) { rt, _, args, at throws(Unwind) in
            let content = args[1].isVoidValue ? Value.void : try rt.call(try Library.function(args[1], at), [], at: at)
            return ViewValue.primitive("GridRow", content: content)
        }
    }

    static let gridCellModifiers = ["gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes"]
}
