// Closures with inout parameters, passed around and applied to struct fields and array elements.
struct Player { var name: String; var score = 0; var lives = 3 }
let bump: (inout Int) -> Void = { $0 += 10 }
let penalize: (inout Player) -> Void = { p in p.lives -= 1; p.score = max(0, p.score - 5) }
var team = [Player(name: "ann"), Player(name: "bo")]
bump(&team[0].score)
bump(&team[0].score)
penalize(&team[1])
for i in team.indices { bump(&team[i].score) }
print(team.map { "\($0.name) \($0.score) \($0.lives)" })
func applyAll<T>(_ value: inout T, _ changes: [(inout T) -> Void]) { for c in changes { c(&value) } }
var p = Player(name: "cy")
applyAll(&p, [penalize, { $0.name = $0.name.uppercased() }, { bump(&$0.score) }])
print(p.name, p.score, p.lives)
// expect: ["ann 30 3", "bo 10 2"]
// expect: CY 10 2
