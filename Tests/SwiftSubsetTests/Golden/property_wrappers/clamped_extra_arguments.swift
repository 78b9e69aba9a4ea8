// A wrapper taking extra arguments: @Clamped(0...10) var level = 5.
@propertyWrapper
struct Clamped {
    let range: ClosedRange<Int>
    private var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}
struct Mixer {
    @Clamped(0...10) var level = 5
    @Clamped(1...3) var channels = 9
    var levelRange: ClosedRange<Int> { _level.range }
}
var m = Mixer()
print(m.level, m.channels)  // expect: 5 3
m.level = 42
print(m.level)  // expect: 10
m.level -= 20
print(m.level)  // expect: 0
print(m.levelRange)  // expect: 0...10
