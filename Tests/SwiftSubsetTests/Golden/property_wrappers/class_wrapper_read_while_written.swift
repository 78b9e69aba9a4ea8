// A property wrapper that is a class is read again while it is being written: its setter calls back into the owner.
@propertyWrapper
final class Notifying {
    private var value: Int
    var onChange: ((Int) -> Void)?
    init(wrappedValue: Int) { value = wrappedValue }
    var wrappedValue: Int {
        get { value }
        set { onChange?(newValue); value = newValue }
    }
    var projectedValue: Notifying { self }
}
final class Thermostat {
    @Notifying var target = 20
    init() {
        $target.onChange = { [unowned self] new in print("from \(self.target) to \(new)") }
    }
}
let thermostat = Thermostat()
thermostat.target = 22  // expect: from 20 to 22
thermostat.target += 1  // expect: from 22 to 23
print(thermostat.target)  // expect: 23
