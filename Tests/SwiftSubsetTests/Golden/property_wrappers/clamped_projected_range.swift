// Property wrappers with projected values used in a settings model.
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
    var projectedValue: ClosedRange<Value> { range }
}
struct Settings {
    @Clamped(0...10) var volume = 5
    @Clamped(0.5...2.0) var speed = 3.0
}
var settings = Settings()
settings.volume += 20
print(settings.volume, settings.speed, settings.$volume)
settings.volume = -3
print(settings.volume)
// expect: 10 2.0 0...10
// expect: 0
