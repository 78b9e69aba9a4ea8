// A trap while objects that hold each other (one of them unowned) are about to be released stops the program with no deinit.
final class Team {
    let name: String
    var players: [Player] = []
    init(name: String) { self.name = name }
    deinit { print("team \(name) gone") }
}
final class Player {
    let name: String
    unowned var team: Team
    init(name: String, team: Team) { self.name = name; self.team = team }
    deinit { print("player \(name) gone") }
}
func lineUp() -> Int {
    let team = Team(name: "Owls")
    team.players = [Player(name: "Ida", team: team)]
    print(team.players[0].team.name)  // expect: Owls
    let numbers = [7]
    return numbers[team.players.count]  // expect runtime error: Index out of range
}
print(lineUp())
