// A tuple pattern over an array of a program's structs, whose elements are not tuples.
struct Score {
    let name: String
    let points: Int
}
let scores = [Score(name: "Ada", points: 3)]
for (name, points) in scores { // expect error col 23: tuple pattern cannot match values of non-tuple type 'Score'
    print(name, points)
}
