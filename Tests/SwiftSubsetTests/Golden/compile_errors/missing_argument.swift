// Every parameter without a default needs an argument.
func transfer(amount: Int, to account: String) { print(amount, account) }
transfer(amount: 5) // expect error col 19: missing argument for parameter 'to' in call
