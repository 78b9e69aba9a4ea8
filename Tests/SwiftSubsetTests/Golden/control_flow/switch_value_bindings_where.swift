// Switch on tuples with value bindings, wildcards and where clauses.
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (let x, let y) where x == y: return "diagonal \(x)"
    case (let x, let y) where x == -y: return "anti-diagonal \(x),\(y)"
    case (_, 0), (0, _): return "axis"
    case (1...5, 1...5): return "near"
    default: return "far"
    }
}
for p in [(0, 0), (3, 3), (2, -2), (0, 9), (2, 4), (10, 1)] { print(classify(p)) }
// expect: origin
// expect: diagonal 3
// expect: anti-diagonal 2,-2
// expect: axis
// expect: near
// expect: far
let character: Character = "e"
switch character {
case "a", "e", "i", "o", "u": print("vowel")  // expect: vowel
default: print("consonant")
}
