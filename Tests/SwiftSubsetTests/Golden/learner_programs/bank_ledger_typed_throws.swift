// A bank ledger: operations that throw a typed error, a Result for each transaction in a batch, and balances kept per account.
enum LedgerError: Error, Equatable {
    case unknownAccount(String)
    case insufficientFunds(needed: Int, available: Int)
    case invalidAmount(Int)
}

struct Transaction {
    enum Kind { case deposit, withdrawal, transfer(to: String) }
    let account: String
    let kind: Kind
    let amount: Int
}

struct Ledger {
    private var balances: [String: Int]
    private(set) var history: [String] = []

    init(accounts: [String: Int]) {
        balances = accounts
    }

    func balance(of name: String) throws(LedgerError) -> Int {
        guard let value = balances[name] else { throw .unknownAccount(name) }
        return value
    }

    mutating func apply(_ t: Transaction) throws(LedgerError) {
        guard t.amount > 0 else { throw .invalidAmount(t.amount) }
        let current = try balance(of: t.account)
        switch t.kind {
        case .deposit:
            balances[t.account] = current + t.amount
        case .withdrawal:
            guard current >= t.amount else {
                throw .insufficientFunds(needed: t.amount, available: current)
            }
            balances[t.account] = current - t.amount
        case .transfer(let target):
            let other = try balance(of: target)
            guard current >= t.amount else {
                throw LedgerError.insufficientFunds(needed: t.amount, available: current)
            }
            balances[t.account] = current - t.amount
            balances[target] = other + t.amount
        }
        history.append("\(t.account) \(t.kind) \(t.amount)")
    }

    mutating func applyAll(_ batch: [Transaction]) -> [Result<Int, LedgerError>] {
        batch.map { t in
            do throws(LedgerError) {
                try apply(t)
                return .success(try balance(of: t.account))
            } catch {
                return .failure(error)
            }
        }
    }
}

var ledger = Ledger(accounts: ["alice": 100, "bob": 20])
let batch = [
    Transaction(account: "alice", kind: .withdrawal, amount: 30),
    Transaction(account: "bob", kind: .withdrawal, amount: 50),
    Transaction(account: "carol", kind: .deposit, amount: 5),
    Transaction(account: "alice", kind: .transfer(to: "bob"), amount: 45),
    Transaction(account: "bob", kind: .deposit, amount: -3),
    Transaction(account: "alice", kind: .transfer(to: "dave"), amount: 1),
]

for (t, result) in zip(batch, ledger.applyAll(batch)) {
    switch result {
    case .success(let balance):
        print("ok \(t.account): \(balance)")
    case .failure(.insufficientFunds(let needed, let available)):
        print("\(t.account) short by \(needed - available)")
    case .failure(let error):
        print("failed: \(error)")
    }
}
print(ledger.history)

let total = ["alice", "bob"].map { name in (try? ledger.balance(of: name)) ?? 0 }.reduce(0, +)
print("total \(total)")

do {
    _ = try ledger.balance(of: "eve")
} catch .unknownAccount(let name) {
    print("no account named \(name)")
} catch {
    print("other: \(error)")
}

struct Declined: Error {}
let summary = ledger.applyAll([Transaction(account: "bob", kind: .withdrawal, amount: 65)])
    .map { result in result.map { $0 * 100 }.mapError { _ in Declined() } }
print(summary.map { r in (try? r.get()).map(String.init) ?? "none" })

// expect: ok alice: 70
// expect: bob short by 30
// expect: failed: unknownAccount("carol")
// expect: ok alice: 25
// expect: failed: invalidAmount(-3)
// expect: failed: unknownAccount("dave")
// expect: ["alice withdrawal 30", "alice transfer(to: \"bob\") 45"]
// expect: total 90
// expect: no account named eve
// expect: ["0"]
