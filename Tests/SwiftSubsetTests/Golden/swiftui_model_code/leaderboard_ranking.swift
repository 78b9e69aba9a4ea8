// A leaderboard sorts by score then name and gives tied players the same rank.
struct Entry { let player: String; let score: Int }
struct Leaderboard {
    var entries: [Entry]
    var ranked: [(rank: Int, entry: Entry)] {
        let sorted = entries.sorted { ($1.score, $0.player) < ($0.score, $1.player) }
        var result: [(rank: Int, entry: Entry)] = []
        for (i, entry) in sorted.enumerated() {
            let rank = i > 0 && sorted[i - 1].score == entry.score ? result[i - 1].rank : i + 1
            result.append((rank, entry))
        }
        return result
    }
}
let board = Leaderboard(entries: [
    Entry(player: "zed", score: 80), Entry(player: "amy", score: 95),
    Entry(player: "bob", score: 80), Entry(player: "cat", score: 60),
])
for row in board.ranked { print("\(row.rank). \(row.entry.player) \(row.entry.score)") }
// expect: 1. amy 95
// expect: 2. bob 80
// expect: 2. zed 80
// expect: 4. cat 60
