// A subclass can add observers to an inherited stored property.
class Light {
    var level = 0 { didSet { print("Light.didSet", level) } }
}
class Dimmer: Light {
    override var level: Int {
        willSet { print("Dimmer.willSet", newValue) }
        didSet { print("Dimmer.didSet", oldValue, "->", level) }
    }
}
let d = Dimmer()
d.level = 5
// expect: Dimmer.willSet 5
// expect: Light.didSet 5
// expect: Dimmer.didSet 0 -> 5
