// `.init(...)` nested inside `.init(wrappedValue:)` resolves against each contextual type.
@propertyWrapper
struct Logged<Value> {
    private var value: Value
    let label: String
    init(wrappedValue: Value, label: String = "value") {
        self.value = wrappedValue
        self.label = label
        print("init \(label)")
    }
    var wrappedValue: Value {
        get { value }
        set { print("\(label) changed"); value = newValue }
    }
}
struct Model { var count: Int }
struct Screen {
    @Logged var model: Model
    init(start: Int) {
        _model = .init(wrappedValue: .init(count: start), label: "model")
    }
}
var screen = Screen(start: 3)  // expect: init model
screen.model.count += 1  // expect: model changed
print(screen.model.count)  // expect: 4
let zero: Model = .init(count: 0)
print(zero.count)  // expect: 0
