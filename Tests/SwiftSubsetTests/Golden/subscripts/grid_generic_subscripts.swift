// A generic grid: subscripts with row and column, a safe subscript returning an optional, a generic subscript, a static subscript
struct Grid<Element> {
    let width: Int, height: Int
    private var cells: [Element]

    init(width: Int, height: Int, fill: Element) {
        self.width = width
        self.height = height
        cells = Array(repeating: fill, count: width * height)
    }

    subscript(x: Int, y: Int) -> Element {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    subscript(safe x: Int, _ y: Int) -> Element? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        return self[x, y]
    }

    subscript(row y: Int) -> [Element] {
        Array(cells[(y * width)..<((y + 1) * width)])
    }

    subscript<T>(x: Int, y: Int, as transform: (Element) -> T) -> T {
        transform(self[x, y])
    }

    func neighbors(ofX x: Int, y: Int) -> [Element] {
        [(-1, 0), (1, 0), (0, -1), (0, 1)].compactMap { self[safe: x + $0.0, y + $0.1] }
    }
}

enum Palette {
    static let names = ["black", "red", "green"]
    static subscript(code code: Int) -> String { code < names.count ? names[code] : "unknown" }
}

var board = Grid(width: 4, height: 3, fill: 0)
board[1, 1] = 5
board[3, 2] = 7
board[0, 0] += 1
print(board[row: 0], board[row: 1], board[row: 2])
print(board[safe: 3, 2] as Any, board[safe: 4, 0] as Any, board[safe: -1, 1] as Any)
print(board.neighbors(ofX: 1, y: 0), board.neighbors(ofX: 0, y: 0))
print(board[1, 1, as: { "v\($0)" }], board[3, 2, as: Double.init])
var labels = Grid(width: 2, height: 2, fill: "·")
labels[0, 1] = "X"
print((0..<2).map { labels[row: $0].joined() })
print(Palette[code: 1], Palette[code: 9])

// expect: [1, 0, 0, 0] [0, 5, 0, 0] [0, 0, 0, 7]
// expect: Optional(7) nil nil
// expect: [1, 0, 5] [0, 0]
// expect: v5 7.0
// expect: ["··", "X·"]
// expect: red unknown
