// Associated values with defaults: a case is made like a call, matching its arguments by label and giving a left-out one its default; patterns then bind the defaults
enum Shape {
    case circle(radius: Double = 1)
    case move(x: Int = 0, y: Int = 0)
    case padding(Int = 4, label: String = "pad")
}
print(Shape.circle())  // expect: circle(radius: 1.0)
print(Shape.circle(radius: 2.5))  // expect: circle(radius: 2.5)
let moves: [Shape] = [.move(), .move(y: 3), .move(x: 1), .move(x: 2, y: 5)]
for m in moves {
    if case let .move(x, y) = m { print(x, y) }
}
// expect: 0 0
// expect: 0 3
// expect: 1 0
// expect: 2 5
let p: Shape = .padding(label: "wide")
if case .padding(let amount, let label) = p { print(amount, label) }  // expect: 4 wide
print([Shape.padding(8)])  // expect: [main.Shape.padding(8, label: "pad")]
