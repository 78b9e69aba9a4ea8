/// Lays short items out in columns, top to bottom then left to right, the
/// way `ls` and shells list completion candidates.
public enum ColumnLayout {
    /// - Parameters:
    ///   - items: the texts to show, in order.
    ///   - width: the terminal width in columns; 0 or less means 80.
    ///   - gap: spaces between columns.
    /// - Returns: the lines, without trailing spaces or newlines.
    public static func lines(_ items: [String], width: Int, gap: Int = 2) -> [String] {
        guard !items.isEmpty else { return [] }
        let available = width > 0 ? width : 80
        let cellWidth = (items.map(\.count).max() ?? 0) + gap
        let columns = max(1, (available + gap) / cellWidth)
        let rows = (items.count + columns - 1) / columns
        return (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < items.count else { break }
                let item = items[index]
                let isLast = (column + 1) * rows + row >= items.count
                line += isLast ? item : item + String(repeating: " ", count: cellWidth - item.count)
            }
            return line
        }
    }
}
