// A property wrapper on a local variable: the name reads the wrapped value, $name the projected one, _name the wrapper.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: String { "\(value) in \(range)" }
}
@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value { didSet { print("set to \(wrappedValue)") } }
}
func play() {
    @Clamped(0...10) var level = 15
    print(level, $level)  // expect: 10 10 in 0...10
    level = -3
    print(level)  // expect: 0
    @Logged var name: String = "a"
    name = "b"  // expect: set to b
    let shout = { name.uppercased() }
    print(shout(), _name.wrappedValue)  // expect: B b
    do {
        let level = "shadow"
        print(level)  // expect: shadow
    }
    print(level)  // expect: 0
}
play()
