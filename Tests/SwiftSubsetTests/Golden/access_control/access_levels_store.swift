// Access control in one file: private(set) properties, private helpers, fileprivate types, a private initializer behind a factory
fileprivate struct AuditEntry {
    let action: String
    let amount: Int
}

fileprivate var auditLog: [AuditEntry] = []

public final class Wallet {
    public private(set) var balance: Int
    public let owner: String
    private var pin: String
    private(set) var failedAttempts = 0

    private init(owner: String, balance: Int, pin: String) {
        self.owner = owner
        self.balance = balance
        self.pin = pin
    }

    public static func open(for owner: String, deposit: Int) -> Wallet? {
        guard deposit >= 0 else { return nil }
        let wallet = Wallet(owner: owner, balance: deposit, pin: String(owner.count * 1111))
        wallet.record("open", deposit)
        return wallet
    }

    private func record(_ action: String, _ amount: Int) {
        auditLog.append(AuditEntry(action: "\(owner):\(action)", amount: amount))
    }

    private func check(_ attempt: String) -> Bool {
        if attempt == pin { failedAttempts = 0; return true }
        failedAttempts += 1
        return false
    }

    @discardableResult
    public func withdraw(_ amount: Int, pin attempt: String) -> Bool {
        guard failedAttempts < 3 else { record("locked", amount); return false }
        guard check(attempt), amount <= balance else { return false }
        balance -= amount
        record("withdraw", amount)
        return true
    }

    public func deposit(_ amount: Int) {
        balance += amount
        record("deposit", amount)
    }
}

extension Wallet {
    var summary: String { "\(owner) has \(balance) (\(failedAttempts) failed)" }
}

private extension Array where Element == AuditEntry {
    var total: Int { reduce(0) { $0 + $1.amount } }
}

let ada = Wallet.open(for: "Ada", deposit: 100)!
print(Wallet.open(for: "Bob", deposit: -5) == nil)
ada.deposit(50)
print(ada.withdraw(30, pin: "3333"), ada.withdraw(500, pin: "3333"))
print(ada.withdraw(10, pin: "0000"), ada.withdraw(10, pin: "1111"), ada.withdraw(10, pin: "2222"))
print(ada.withdraw(10, pin: "3333"))
print(ada.summary)
print(auditLog.map(\.action))
print(auditLog.total, auditLog.filter { $0.action.hasSuffix("withdraw") }.count)

// expect: true
// expect: true false
// expect: false false false
// expect: false
// expect: Ada has 120 (3 failed)
// expect: ["Ada:open", "Ada:deposit", "Ada:withdraw", "Ada:locked"]
// expect: 190 1
