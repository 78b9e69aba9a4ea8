// An array property's element cannot change in a method that is not `mutating`.
struct Scoreboard {
    var scores = [0, 0]
    func point(for team: Int) {
        scores[team] += 1 // expect error col 22: left side of mutating operator isn't mutable: 'self' is immutable
    }
}
Scoreboard().point(for: 0)
