// Class instances are shared references: changes show through every reference.
final class Account { var balance = 0 }
let a = Account()
let b = a
b.balance = 50
print(a.balance)  // expect: 50
func deposit(_ acc: Account, _ amount: Int) { acc.balance += amount }
deposit(a, 25)
print(b.balance)  // expect: 75
print(a === b, a === Account())  // expect: true false
