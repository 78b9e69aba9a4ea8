// A list of players sorted with sorted() although Player does not say how two players compare.
struct Player {
    let name: String
    let score: Int
}

let players = [Player(name: "Ann", score: 12), Player(name: "Bo", score: 30)]
let ranking = players.sorted() // expect error col 23: referencing instance method 'sorted()' on 'Sequence' requires that 'Player' conform to 'Comparable'
print(ranking.count)
