// A class hierarchy with a throwing withdraw: Error enums with payloads, catch patterns, try?, Equatable errors, super.init and polymorphic arrays.
enum BankError: Error, Equatable { case insufficient(needed: Double), frozen }
class Account {
    let owner: String
    private(set) var balance: Double
    var isFrozen = false
    var history: [String] = []
    init(owner: String, balance: Double = 0) { self.owner = owner; self.balance = balance }
    func deposit(_ amount: Double) { balance += amount; history.append("+\(amount)") }
    func withdraw(_ amount: Double) throws {
        guard !isFrozen else { throw BankError.frozen }
        guard amount <= balance else { throw BankError.insufficient(needed: amount - balance) }
        balance -= amount
        history.append("-\(amount)")
    }
}
final class Savings: Account {
    let rate: Double
    init(owner: String, rate: Double) { self.rate = rate; super.init(owner: owner, balance: 100) }
    func addInterest() { deposit(balance * rate) }
}
let acct = Savings(owner: "Zoe", rate: 0.5)
acct.addInterest()
do { try acct.withdraw(200) } catch BankError.insufficient(let needed) { print("short by", needed) }
try? acct.withdraw(50)
acct.isFrozen = true
do { try acct.withdraw(1) } catch { print(error, error as? BankError == .frozen) }
print(acct.balance, acct.history)
let accounts: [Account] = [acct, Account(owner: "Al", balance: 10)]
print(accounts.map { "\($0.owner)=\($0.balance)" }, accounts.filter { $0 is Savings }.count)
// expect: short by 50.0
// expect: frozen true
// expect: 100.0 ["+50.0", "-50.0"]
// expect: ["Zoe=100.0", "Al=10.0"] 1
