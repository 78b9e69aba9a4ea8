// Two objects holding each other strongly leak: no deinit is printed.
final class Person {
    var apartment: Apartment?
    deinit { print("person deinit") }
}
final class Apartment {
    var tenant: Person?
    deinit { print("apartment deinit") }
}
do {
    let p = Person()
    let a = Apartment()
    p.apartment = a
    a.tenant = p
    print("cycle made")  // expect: cycle made
}
print("scope left, nothing freed")  // expect: scope left, nothing freed
