// An actor serialises access to its state; callers outside await its methods.
actor BankAccount {
    private(set) var balance = 0
    private var history: [String] = []
    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }
    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        history.append("-\(amount)")
        return true
    }
    func statement() -> String { history.joined(separator: " ") }
}
let account = BankAccount()
await withTaskGroup(of: Void.self) { group in
    for _ in 1...100 { group.addTask { await account.deposit(1) } }
}
print(await account.balance)  // expect: 100
print(await account.withdraw(30), await account.withdraw(500))  // expect: true false
print(await account.balance)  // expect: 70
let statement = await account.statement()
print(statement.split(separator: " ").count, statement.hasSuffix("-30"))  // expect: 101 true
