// A wrapper on a class property; the wrapper's storage lives in the instance.
@propertyWrapper
struct NonNegative {
    private var v = 0
    var wrappedValue: Int {
        get { v }
        set { v = max(0, newValue) }
    }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}
final class Inventory {
    @NonNegative var apples = -3
}
let inv = Inventory()
let alias = inv
print(inv.apples)  // expect: 0
alias.apples = 8
print(inv.apples)  // expect: 8
inv.apples -= 100
print(alias.apples)  // expect: 0
