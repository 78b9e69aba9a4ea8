// Array literals with no type written whose elements do have a common
// type: subclasses join at their superclass, numbers at Double, a literal
// takes the type of the values beside it, `nil` makes an optional.
class Shape { var name: String { "shape" } }
class Circle: Shape { override var name: String { "circle" } }
class Square: Shape { override var name: String { "square" } }
let shapes = [Circle(), Square()]
print(shapes.map(\.name), type(of: shapes))
// expect: ["circle", "square"] Array<Shape>
let numbers = [1, 2.5, 3]
print(numbers)
// expect: [1.0, 2.5, 3.0]
let wide = [1, Int64(2)]
print(type(of: wide))
// expect: Array<Int64>
let maybe = [1, nil, 3]
print(maybe.compactMap { $0 })
// expect: [1, 3]
let letters = ["a", Character("b")]
print(type(of: letters))
// expect: Array<Character>
