// A nested function in a mutating method changes self's properties; the method sees the writes after each call.
struct Wallet {
    var balance = 0
    var history: [String] = []

    mutating func deposit(_ amounts: [Int]) {
        func record(_ amount: Int) {
            balance += amount
            history.append("+\(amount)")
        }
        for amount in amounts {
            record(amount)
            print("after \(amount): \(balance)")
        }
    }

    mutating func withdrawAll() {
        func clear() { self.history.append("-\(self.balance)"); self.balance = 0 }
        clear()
    }
}

var wallet = Wallet()
wallet.deposit([5, 20])
print(wallet.balance, wallet.history)
wallet.withdrawAll()
print(wallet.balance, wallet.history)
// expect: after 5: 5
// expect: after 20: 25
// expect: 25 ["+5", "+20"]
// expect: 0 ["+5", "+20", "-25"]
