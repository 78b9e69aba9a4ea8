// A deinitializer returns resources when the last reference goes away.
enum Vault {
    nonisolated(unsafe) static var coins = 1_000
    static func distribute(_ n: Int) -> Int {
        let given = min(n, coins)
        coins -= given
        return given
    }
    static func receive(_ n: Int) { coins += n }
}
final class Gambler {
    var purse: Int
    let name: String
    init(name: String, coins: Int) {
        self.name = name
        purse = Vault.distribute(coins)
    }
    func win(_ n: Int) { purse += Vault.distribute(n) }
    deinit {
        print("\(name) leaves with \(purse)")
        Vault.receive(purse)
    }
}
var first: Gambler? = Gambler(name: "Pia", coins: 100)
print(Vault.coins)  // expect: 900
first?.win(2_000)
print(first!.purse, Vault.coins)  // expect: 1000 0
first = nil  // expect: Pia leaves with 1000
print(Vault.coins)  // expect: 1000
