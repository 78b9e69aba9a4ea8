// A `let` property of a struct changed after the value is made (through a `var` instance): the property itself is constant.
struct Account {
    let owner: String
    var balance: Int
}
var account = Account(owner: "Ana", balance: 10)
account.balance += 5
account.owner = "Bea" // expect error col 9: cannot assign to property: 'owner' is a 'let' constant
