// A struct property wrapper's setter mutates, so it needs a `mutating` method.
@propertyWrapper
struct Clamped {
    var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
}
struct Volume {
    @Clamped var level: Int
    func max() {
        level = 10 // expect error col 9: cannot assign to property: 'self' is immutable
    }
}
print(Volume().level)
