// A bank account hierarchy: errors with payloads, overrides, a transaction log
import Foundation

enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Double, available: Double)
    case invalidAmount(Double)
    case accountFrozen(id: String)

    var description: String {
        switch self {
        case let .insufficientFunds(needed, available):
            return "needs \(String(format: "%.2f", needed)), has \(String(format: "%.2f", available))"
        case .invalidAmount(let amount):
            return "invalid amount \(amount)"
        case .accountFrozen(let id):
            return "account \(id) is frozen"
        }
    }
}

struct Transaction {
    enum Kind: String { case deposit, withdrawal, interest }
    let kind: Kind
    let amount: Double
}

class Account {
    let id: String
    private(set) var balance: Double = 0
    private(set) var history: [Transaction] = []
    var isFrozen = false

    init(id: String, opening: Double = 0) {
        self.id = id
        if opening > 0 { record(.deposit, opening) }
    }

    func record(_ kind: Transaction.Kind, _ amount: Double) {
        history.append(Transaction(kind: kind, amount: amount))
        balance += kind == .withdrawal ? -amount : amount
    }

    func deposit(_ amount: Double) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard !isFrozen else { throw BankError.accountFrozen(id: id) }
        record(.deposit, amount)
    }

    func withdraw(_ amount: Double) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount, available: balance)
        }
        record(.withdrawal, amount)
    }

    func monthEnd() {}

    var summary: String {
        "\(id): \(String(format: "%.2f", balance)) after \(history.count) transactions"
    }
}

final class SavingsAccount: Account {
    let rate: Double
    init(id: String, opening: Double, rate: Double) {
        self.rate = rate
        super.init(id: id, opening: opening)
    }
    override func monthEnd() {
        let interest = (balance * rate / 12 * 100).rounded() / 100
        if interest > 0 { record(.interest, interest) }
    }
    override func withdraw(_ amount: Double) throws {
        if history.filter({ $0.kind == .withdrawal }).count >= 2 {
            print("  savings: withdrawal limit reached for \(id)")
            return
        }
        try super.withdraw(amount)
    }
}

let accounts: [Account] = [
    Account(id: "CHK-1", opening: 120),
    SavingsAccount(id: "SAV-1", opening: 1000, rate: 0.05),
]

let operations: [(String, Double)] = [("CHK-1", 50), ("CHK-1", -5), ("SAV-1", 200), ("SAV-1", 100), ("SAV-1", 10), ("CHK-1", 500)]
for (id, amount) in operations {
    guard let account = accounts.first(where: { $0.id == id }) else { continue }
    do {
        try account.withdraw(amount)
        print("withdrew \(amount) from \(id)")
    } catch let error as BankError {
        print("failed: \(error)")
    } catch {
        print("unexpected: \(error)")
    }
}

accounts[0].isFrozen = true
do {
    try accounts[0].deposit(10)
} catch BankError.accountFrozen(let id) {
    print("frozen: \(id)")
} catch {
    print("other")
}

for account in accounts {
    account.monthEnd()
    print(account.summary)
    let kinds = account.history.map(\.kind.rawValue).joined(separator: ",")
    print("  \(kinds)")
}
let total = accounts.reduce(0) { $0 + $1.balance }
print("total:", String(format: "%.2f", total))
print(accounts.map { $0 is SavingsAccount })

// expect: withdrew 50.0 from CHK-1
// expect: failed: invalid amount -5.0
// expect: withdrew 200.0 from SAV-1
// expect: withdrew 100.0 from SAV-1
// expect:   savings: withdrawal limit reached for SAV-1
// expect: withdrew 10.0 from SAV-1
// expect: failed: needs 500.00, has 70.00
// expect: frozen: CHK-1
// expect: CHK-1: 70.00 after 2 transactions
// expect:   deposit,withdrawal
// expect: SAV-1: 702.92 after 4 transactions
// expect:   deposit,withdrawal,withdrawal,interest
// expect: total: 772.92
// expect: [false, true]
