// A generic wrapper works for any value type; projectedValue returns self.
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    let name: String
    init(wrappedValue: Value, name: String) { value = wrappedValue; self.name = name }
    var wrappedValue: Value {
        get { value }
        set { print("\(name): \(value) -> \(newValue)"); value = newValue }
    }
    var projectedValue: Logged<Value> { self }
}
struct Settings {
    @Logged(name: "volume") var volume = 3
    @Logged(name: "title") var title = "x"
}
var s = Settings()
s.volume = 7  // expect: volume: 3 -> 7
s.title = "y"  // expect: title: x -> y
print(s.$volume.name, s.volume)  // expect: volume 7
