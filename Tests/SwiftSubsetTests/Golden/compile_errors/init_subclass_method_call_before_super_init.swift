// A subclass sets its own property, then calls a method before `super.init`.
class Shape {
    var sides: Int
    init(sides: Int) { self.sides = sides }
}
final class Square: Shape {
    let length: Double
    init(length: Double) {
        self.length = length
        describe() // expect error col 9: 'self' used in method call 'describe' before 'super.init' call
        super.init(sides: 4)
    }
    func describe() { print("square of", length) }
}
print(Square(length: 2).sides)
