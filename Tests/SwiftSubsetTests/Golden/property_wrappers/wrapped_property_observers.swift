// A property with a wrapper and observers: willSet and didSet run around the wrapper's setter, and the wrapper's generic argument types the literals
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
struct Settings {
    @Clamped(10...30) var temperature: Double = 21 {
        willSet { print("willSet", newValue) }
        didSet { print("didSet", oldValue, "->", temperature) }
    }
    @Clamped(0...5) var volume = 3 { didSet { print("volume", oldValue, "->", volume) } }
}
var s = Settings()
s.temperature = 40
s.temperature = 5
s.volume = 9
s.volume -= 1
print(s.temperature, s.volume)
final class Player {
    @Clamped(1...3) var level: Int = 2 { didSet { print("level", oldValue, "->", level) } }
}
let player = Player()
player.level += 5
player.level = 0
print(player.level)

// expect: willSet 40.0
// expect: didSet 21.0 -> 30.0
// expect: willSet 5.0
// expect: didSet 30.0 -> 10.0
// expect: volume 3 -> 5
// expect: volume 5 -> 4
// expect: 10.0 4
// expect: level 2 -> 3
// expect: level 3 -> 1
// expect: 1
