// Bank account classes with inheritance, overriding and failable initialisers.
class Account {
    let owner: String
    private(set) var balance: Int
    init?(owner: String, deposit: Int) {
        guard deposit >= 0, !owner.isEmpty else { return nil }
        self.owner = owner
        self.balance = deposit
    }
    func withdraw(_ amount: Int) -> Bool {
        guard amount <= limit else { return false }
        balance -= amount
        return true
    }
    var limit: Int { balance }
    var kind: String { "basic" }
}
final class CreditAccount: Account {
    let overdraft: Int
    init?(owner: String, deposit: Int, overdraft: Int) {
        self.overdraft = overdraft
        super.init(owner: owner, deposit: deposit)
    }
    override var limit: Int { balance + overdraft }
    override var kind: String { "credit (\(super.kind))" }
}
let accounts: [Account] = [Account(owner: "A", deposit: 50), CreditAccount(owner: "B", deposit: 10, overdraft: 100), Account(owner: "", deposit: 5)].compactMap { $0 }
for a in accounts {
    print(a.owner, a.kind, a.withdraw(60), a.balance)
}
print(accounts.count, accounts.filter { $0 is CreditAccount }.count)
// expect: A basic false 50
// expect: B credit (basic) true -50
// expect: 2 1
