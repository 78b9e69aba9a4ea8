// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
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
    var projectedValue: Bool { value == range.upperBound }
}
struct Volume {
    @Clamped(0...10) var level: Int = 5
}
var v = Volume()
print(v.level, v.$level)
v.level = 42
print(v.level, v.$level)
v.level -= 100
print(v.level)
@propertyWrapper
struct Logged<T> {
    var wrappedValue: T { didSet { history.append(wrappedValue) } }
    var history: [T] = []
    var projectedValue: [T] { history }
    init(wrappedValue: T) { self.wrappedValue = wrappedValue }
}
struct Form { @Logged var name = "a" }
var f = Form()
f.name = "b"; f.name = "c"
print(f.name, f.$name)
// expect: 5 false
// expect: 10 true
// expect: 0
// expect: c ["b", "c"]
