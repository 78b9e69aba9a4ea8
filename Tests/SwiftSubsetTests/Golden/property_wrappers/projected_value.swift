// projectedValue is exposed as $x.
@propertyWrapper
struct Tracked {
    private var history: [Int] = []
    var wrappedValue: Int {
        get { history.last ?? 0 }
        set { history.append(newValue) }
    }
    var projectedValue: [Int] { history }
    init(wrappedValue: Int) { history = [wrappedValue] }
}
struct Slider {
    @Tracked var value = 1
}
var s = Slider()
s.value = 5
s.value = 3
print(s.value)  // expect: 3
print(s.$value)  // expect: [1, 5, 3]
