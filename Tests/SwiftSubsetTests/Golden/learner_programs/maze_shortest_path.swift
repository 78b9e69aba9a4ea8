// A maze solver: a grid parsed from strings, breadth-first search with a queue of positions, the path rebuilt from parents and drawn back onto the grid.
struct Position: Hashable {
    let row: Int
    let col: Int

    func neighbours() -> [Position] {
        [Position(row: row - 1, col: col), Position(row: row + 1, col: col),
         Position(row: row, col: col - 1), Position(row: row, col: col + 1)]
    }
}

struct Maze {
    var cells: [[Character]]
    var start = Position(row: 0, col: 0)
    var goal = Position(row: 0, col: 0)

    init(_ rows: [String]) {
        cells = rows.map(Array.init)
        for (r, row) in cells.enumerated() {
            for (c, cell) in row.enumerated() {
                if cell == "S" { start = Position(row: r, col: c) }
                if cell == "G" { goal = Position(row: r, col: c) }
            }
        }
    }

    func isOpen(_ p: Position) -> Bool {
        guard cells.indices.contains(p.row), cells[p.row].indices.contains(p.col) else { return false }
        return cells[p.row][p.col] != "#"
    }

    func shortestPath() -> [Position]? {
        var queue = [start]
        var head = 0
        var parent: [Position: Position] = [:]
        var seen: Set<Position> = [start]
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == goal {
                var path = [current]
                var step = current
                while let previous = parent[step] {
                    path.append(previous)
                    step = previous
                }
                return path.reversed()
            }
            for next in current.neighbours() where isOpen(next) && !seen.contains(next) {
                seen.insert(next)
                parent[next] = current
                queue.append(next)
            }
        }
        return nil
    }

    func drawing(with path: [Position]) -> String {
        var copy = cells
        for p in path.dropFirst().dropLast() {
            copy[p.row][p.col] = "*"
        }
        return copy.map { String($0) }.joined(separator: "\n")
    }
}

let maze = Maze([
    "S.#.....",
    ".##.###.",
    "....#...",
    "##.##.#G",
    "......#.",
])
if let path = maze.shortestPath() {
    print("steps: \(path.count - 1)")
    print(maze.drawing(with: path))
    print(path.first == maze.start, path.last == maze.goal)
} else {
    print("no way out")
}

let walled = Maze(["S#", "#G"])
print(walled.shortestPath()?.count ?? -1)
print(walled.isOpen(Position(row: 5, col: 0)), walled.isOpen(Position(row: 0, col: 0)))

// expect: steps: 14
// expect: S.#.....
// expect: *##.###.
// expect: ***.#***
// expect: ##*##*#G
// expect: ..****#.
// expect: true true
// expect: -1
// expect: false true
