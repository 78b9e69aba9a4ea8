// A `let` constant holding a class instance can still have its var properties changed.
final class Account {
    let owner: String
    private(set) var balance: Double
    init(owner: String, balance: Double = 0) {
        self.owner = owner
        self.balance = balance
    }
    func deposit(_ amount: Double) { balance += amount }
    func withdraw(_ amount: Double) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        return true
    }
}
let account = Account(owner: "Kim")
account.deposit(50)
print(account.withdraw(20), account.withdraw(100))  // expect: true false
print(account.owner, account.balance)  // expect: Kim 30.0
struct Box { let account: Account }
let box = Box(account: account)
box.account.deposit(5)
print(account.balance)  // expect: 35.0
