// Mutating a struct property's inner field triggers the outer property's observers.
struct Point { var x = 0, y = 0 }
final class Sprite {
    var position = Point() { didSet { print("moved from", oldValue.x, "to", position.x) } }
}
let s = Sprite()
s.position.x = 5  // expect: moved from 0 to 5
s.position.x += 1  // expect: moved from 5 to 6
