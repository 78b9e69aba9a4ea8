// A stored property in the base class overridden with a computed getter and setter.
class Rectangle {
    var width = 1.0
    var height = 1.0
    var area: Double { width * height }
}
class Square: Rectangle {
    override var width: Double {
        get { super.width }
        set { super.width = newValue; super.height = newValue }
    }
    override var area: Double { let a = super.area; return a }
}
let sq = Square()
sq.width = 4
print(sq.height, sq.area)  // expect: 4.0 16.0
let shape: Rectangle = sq
shape.width = 2
print(shape.area)  // expect: 4.0
