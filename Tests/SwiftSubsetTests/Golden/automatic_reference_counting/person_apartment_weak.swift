// A weak back-reference breaks the cycle between two objects that refer to each other.
final class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name; print("\(name) is being initialized") }
    deinit { print("\(name) is being deinitialized") }
}
final class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")  // expect: John Appleseed is being initialized
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil  // expect: John Appleseed is being deinitialized
print(unit4A!.tenant as Any)  // expect: nil
unit4A = nil  // expect: Apartment 4A is being deinitialized
