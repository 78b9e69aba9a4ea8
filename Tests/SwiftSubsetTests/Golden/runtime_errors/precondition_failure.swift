// precondition failures trap with "Precondition failed: <message>".
func withdraw(_ amount: Int, from balance: Int) -> Int {
    precondition(amount <= balance, "insufficient funds")  // expect runtime error: Precondition failed: insufficient funds
    return balance - amount
}
print(withdraw(5, from: 10))  // expect: 5
print(withdraw(50, from: 10))
