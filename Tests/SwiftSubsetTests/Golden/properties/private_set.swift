// private(set) exposes reading but restricts writes to the type itself.
struct Wallet {
    private(set) var coins = 0
    mutating func earn(_ n: Int) { coins += n }
}
var w = Wallet()
w.earn(3)
w.earn(4)
print(w.coins)  // expect: 7
