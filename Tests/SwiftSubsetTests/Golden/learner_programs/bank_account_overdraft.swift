// A bank account with typed errors: withdrawals past an overdraft limit, frozen accounts, transfers that roll back, and a history log.
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int)
    case frozen(String)
    case invalidAmount(Int)

    var description: String {
        switch self {
        case .insufficientFunds(let needed): return "short by \(needed)"
        case .frozen(let owner): return "\(owner)'s account is frozen"
        case .invalidAmount(let amount): return "bad amount \(amount)"
        }
    }
}

struct Account {
    let owner: String
    private(set) var balance: Int
    var overdraftLimit = 0
    var isFrozen = false
    private(set) var history: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    mutating func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard !isFrozen else { throw BankError.frozen(owner) }
        balance += amount
        history.append("+\(amount)")
    }

    mutating func withdraw(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard !isFrozen else { throw BankError.frozen(owner) }
        if balance - amount < -overdraftLimit {
            throw BankError.insufficientFunds(needed: amount - balance - overdraftLimit)
        }
        balance -= amount
        history.append("-\(amount)")
    }
}

func transfer(_ amount: Int, from source: inout Account, to target: inout Account) -> Bool {
    do {
        try source.withdraw(amount)
        do {
            try target.deposit(amount)
        } catch {
            try! source.deposit(amount)
            print("rolled back:", error)
            return false
        }
        return true
    } catch {
        print("transfer failed:", error)
        return false
    }
}

var alice = Account(owner: "Alice", balance: 100)
var bob = Account(owner: "Bob", balance: 20)
bob.overdraftLimit = 50

do {
    try alice.withdraw(30)
    try bob.withdraw(60)
    try bob.withdraw(20)
} catch let error as BankError {
    print("error:", error)
}
// expect: error: short by 10
print(alice.balance, bob.balance)
// expect: 70 -40

do {
    try alice.deposit(-5)
} catch BankError.invalidAmount(let amount) where amount < 0 {
    print("negative deposit", amount)
} catch {
    print("other", error)
}
// expect: negative deposit -5

print(transfer(50, from: &alice, to: &bob), alice.balance, bob.balance)
// expect: true 20 10
bob.isFrozen = true
print(transfer(10, from: &alice, to: &bob), alice.balance, bob.balance)
// expect: rolled back: Bob's account is frozen
// expect: false 20 10
print(transfer(500, from: &alice, to: &bob))
// expect: transfer failed: short by 480
// expect: false
print(alice.history, bob.history)
// expect: ["-30", "-50", "-10", "+10"] ["-60", "+50"]
let result = Result { try alice.withdraw(1000) }
if case .failure(let e) = result { print("Result:", e) }
// expect: Result: short by 980
