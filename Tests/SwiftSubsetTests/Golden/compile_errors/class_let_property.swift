// A class instance may be changed through a `let` reference, but not its `let` properties.
final class Account {
    let id: Int
    var balance = 0
    init(id: Int) { self.id = id }
}
let account = Account(id: 1)
account.balance = 50
account.id = 2 // expect error col 9: cannot assign to property: 'id' is a 'let' constant
print(account.balance)
