// A class's initializer reads one of its stored properties before giving it a value (swiftc names it after the class's first stored property, a `let`).
final class Account {
    let owner: String
    var balance: Double
    init(owner: String, deposit: Double) {
        self.owner = owner
        print(balance) // expect error col 15: constant 'self.balance' used before being initialized
        balance = deposit
    }
}
print(Account(owner: "Bo", deposit: 10).balance)
