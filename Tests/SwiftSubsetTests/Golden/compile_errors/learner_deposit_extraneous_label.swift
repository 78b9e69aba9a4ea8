// A method declared with `_` called with the label a learner expects.
class BankAccount {
    var balance = 0
    func deposit(_ amount: Int) { balance += amount }
}

let account = BankAccount()
account.deposit(amount: 50) // expect error col 16: extraneous argument label 'amount:' in call
print(account.balance)
