// Class instances in arrays are references: a change through one path shows through all.
final class Player {
    let name: String
    var score = 0
    init(name: String) { self.name = name }
}
let ana = Player(name: "Ana")
let team = [ana, Player(name: "Bo")]
var bench = [team[1]]
for player in team { player.score += 10 }
bench[0].score += 5
print(ana.score, team[1].score)  // expect: 10 15
let sortedTeam = team.sorted { $0.score > $1.score }
sortedTeam[0].score = 100
print(team.map(\.score))  // expect: [10, 100]
print(sortedTeam[0] === team[1])  // expect: true
