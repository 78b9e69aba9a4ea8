// An init in an extension keeps the memberwise initializer available.
struct Size { var width: Double, height: Double }
struct Rect {
    var origin = (x: 0.0, y: 0.0)
    var size = Size(width: 0, height: 0)
}
extension Rect {
    init(center: (x: Double, y: Double), size: Size) {
        let originX = center.x - size.width / 2
        let originY = center.y - size.height / 2
        self.init(origin: (originX, originY), size: size)
    }
}
let basic = Rect()
let explicit = Rect(origin: (2, 2), size: Size(width: 5, height: 5))
let centered = Rect(center: (4, 4), size: Size(width: 3, height: 3))
print(basic.origin, explicit.size.width)  // expect: (x: 0.0, y: 0.0) 5.0
print(centered.origin)  // expect: (x: 2.5, y: 2.5)
