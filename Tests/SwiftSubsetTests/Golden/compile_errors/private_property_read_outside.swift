// A `private` property is for the type's own code; outside it the name is not reachable.
final class Wallet {
    private var coins = 0
    func add(_ n: Int) { coins += n }
}
let wallet = Wallet()
wallet.add(5)
print(wallet.coins) // expect error col 14: 'coins' is inaccessible due to 'private' protection level
