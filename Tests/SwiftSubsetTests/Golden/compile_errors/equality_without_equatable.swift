// Two values of a struct compared before the struct says it is Equatable.
struct Score {
    var player: String
    var points: Int
}
let first = Score(player: "Kim", points: 10)
let second = Score(player: "Kim", points: 10)
if first == second { // expect error col 10: binary operator '==' cannot be applied to two 'Score' operands
    print("tie")
}
