// The same requirement through `any P` and through a generic parameter; Self requirements need generics.
protocol Scorable: Comparable { var score: Int { get } }
struct Team: Scorable {
    let name: String
    let score: Int
    static func < (a: Team, b: Team) -> Bool { a.score < b.score }
}
func winner<T: Scorable>(_ contenders: [T]) -> T? { contenders.max() }
let teams = [Team(name: "Owls", score: 3), Team(name: "Bats", score: 5)]
print(winner(teams)?.name ?? "none")  // expect: Bats
let boxed: [any Scorable] = teams
print(boxed.map(\.score).max()!)  // expect: 5
func bestScore(_ items: [any Scorable]) -> Int { items.map(\.score).max() ?? 0 }
print(bestScore(boxed))  // expect: 5
