// A protocol that declares == itself instead of refining Equatable: != is Equatable's, so it is not there.
protocol Shape {
    static func == (lhs: Self, rhs: Self) -> Bool
}

struct Square: Shape {
    var side: Int
    static func == (lhs: Square, rhs: Square) -> Bool { lhs.side == rhs.side }
}

let a = Square(side: 2)
let b = Square(side: 3)
print(a == b)
print(a != b) // expect error col 9: binary operator '!=' cannot be applied to two 'Square' operands
