// unowned breaks a cycle without becoming optional.
final class Customer {
    let name: String
    var card: Card?
    init(name: String) { self.name = name }
    deinit { print("customer deinit") }
}
final class Card {
    unowned let owner: Customer
    init(owner: Customer) { self.owner = owner }
    deinit { print("card deinit") }
}
do {
    let c = Customer(name: "Kim")
    c.card = Card(owner: c)
    print(c.card!.owner.name)  // expect: Kim
}
// expect: customer deinit
// expect: card deinit
print("end")  // expect: end
