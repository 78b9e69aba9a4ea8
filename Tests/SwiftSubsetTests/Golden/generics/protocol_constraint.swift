// Generic functions constrained to a user protocol; some/any parameters.
protocol Scorable { var score: Int { get } }
struct Player: Scorable { let name: String; let score: Int }
struct Team: Scorable { let score: Int }
func best<T: Scorable>(_ xs: [T]) -> T { xs.max { $0.score < $1.score }! }
func total(_ xs: [any Scorable]) -> Int { xs.reduce(0) { $0 + $1.score } }
func describe(_ s: some Scorable) -> String { "score \(s.score)" }
print(best([Player(name: "a", score: 3), Player(name: "b", score: 8)]).name)  // expect: b
print(total([Player(name: "c", score: 1), Team(score: 10)]))  // expect: 11
print(describe(Team(score: 4)))  // expect: score 4
