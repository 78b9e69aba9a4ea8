// Assigning a property in a method that is not `mutating`.
struct Thermostat {
    var target = 20.0
    func reset() {
        target = 18.5 // expect error col 9: cannot assign to property: 'self' is immutable
    }
}
print(Thermostat().target)
