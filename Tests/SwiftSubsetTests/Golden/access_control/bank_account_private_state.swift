// A bootcamp bank account: private(set) balance, private helpers and log, a private static counter; print still shows private stored properties.
struct BankAccount {
    private static var nextNumber = 100
    let number: Int
    let owner: String
    private(set) var balance = 0
    private var history: [String] = []

    init(owner: String) {
        self.owner = owner
        number = BankAccount.nextNumber
        BankAccount.nextNumber += 1
    }

    mutating func deposit(_ amount: Int) {
        guard isValid(amount) else {
            record("rejected deposit \(amount)")
            return
        }
        balance += amount
        record("deposit \(amount)")
    }

    @discardableResult
    mutating func withdraw(_ amount: Int) -> Bool {
        guard isValid(amount), amount <= balance else {
            record("rejected withdrawal \(amount)")
            return false
        }
        balance -= amount
        record("withdraw \(amount)")
        return true
    }

    private func isValid(_ amount: Int) -> Bool { amount > 0 }
    private mutating func record(_ entry: String) { history.append(entry) }

    var statement: String { history.joined(separator: "; ") }
}

var ann = BankAccount(owner: "Ann")
var bob = BankAccount(owner: "Bob")
ann.deposit(50)
ann.deposit(-5)
print(ann.withdraw(80))
ann.withdraw(20)
print(ann.balance, ann.number, bob.number)
print(ann.statement)
print(ann)
var copy = ann
copy.deposit(1)
print(ann.balance, copy.balance)
print(bob)
// expect: false
// expect: 30 100 101
// expect: deposit 50; rejected deposit -5; rejected withdrawal 80; withdraw 20
// expect: BankAccount(number: 100, owner: "Ann", balance: 30, history: ["deposit 50", "rejected deposit -5", "rejected withdrawal 80", "withdraw 20"])
// expect: 30 31
// expect: BankAccount(number: 101, owner: "Bob", balance: 0, history: [])
