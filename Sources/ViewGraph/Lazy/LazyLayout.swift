/// How a lazy container lays out its rows, for the graph to know which of
/// them are in view (`ScrollWindow`): a `List` (or `Form`) of rows at least
/// 44 points high, a lazy stack along one axis, or a lazy grid whose lines
/// hold several cells.
public enum LazyLayout: Equatable, Sendable {
    /// `List`, `Form`: vertical, each row at least `Viewport.minimumListRowHeight`.
    case list
    /// `LazyVStack`, `LazyHStack`.
    case stack(Axis)
    /// `LazyVGrid(columns:)` (vertical: `tracks` are its columns) and
    /// `LazyHGrid(rows:)` (horizontal: `tracks` are its rows).
    case grid(Axis, tracks: [GridTrack])

    /// The axis the container scrolls along.
    public var axis: Axis {
        switch self {
        case .list: return .vertical
        case .stack(let axis), .grid(let axis, _): return axis
        }
    }

    /// The spacing between rows (or grid lines) when the program gives
    /// none: SwiftUI's default spacing between stacked views.
    public static let defaultSpacing = 8.0
}

/// The two directions a container can scroll in.
public enum Axis: Equatable, Sendable {
    case vertical, horizontal
}

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), as `GridItem`
/// sizes it.
public enum GridTrack: Equatable, Sendable {
    /// `.fixed(size)`: one cell of that size.
    case fixed(Double)
    /// `.flexible(minimum:maximum:)`: one cell sharing the space left.
    case flexible(minimum: Double)
    /// `.adaptive(minimum:maximum:)`: as many cells of at least `minimum`
    /// as fit in the space left.
    case adaptive(minimum: Double)

    /// How many cells a grid line with `tracks` holds across `space` points.
    static func cellsPerLine(_ tracks: [GridTrack], across space: Double, spacing: Double = LazyLayout.defaultSpacing) -> Int {
        var fixed = 0.0
        var adaptive: [Double] = []
        var count = 0
        for track in tracks {
            switch track {
            case .fixed(let size): fixed += size + spacing; count += 1
            case .flexible(let minimum): fixed += minimum + spacing; count += 1
            case .adaptive(let minimum): adaptive.append(minimum)
            }
        }
        // The adaptive tracks share what the others leave.
        let left = Swift.max(0, space - fixed)
        for minimum in adaptive {
            let share = left / Double(adaptive.count)
            count += Swift.max(1, Int((share + spacing) / (Swift.max(1, minimum) + spacing)))
        }
        return Swift.max(1, count)
    }
}
