// Actors: isolated state, awaited calls, nonisolated members, an actor holding a reference to another
actor Ledger {
    private var entries: [String] = []
    func append(_ line: String) { entries.append(line) }
    var count: Int { entries.count }
    func lines() -> [String] { entries }
}

actor Vault {
    let name: String
    private var gold: Int
    private let ledger: Ledger

    init(name: String, gold: Int, ledger: Ledger) {
        self.name = name
        self.gold = gold
        self.ledger = ledger
    }

    nonisolated var label: String { "Vault(\(name))" }

    func deposit(_ amount: Int) async {
        gold += amount
        await ledger.append("\(name) +\(amount) = \(gold)")
    }

    func withdraw(_ amount: Int) async -> Bool {
        guard amount <= gold else {
            await ledger.append("\(name) refused \(amount)")
            return false
        }
        gold -= amount
        await ledger.append("\(name) -\(amount) = \(gold)")
        return true
    }

    func transfer(_ amount: Int, to other: Vault) async -> Bool {
        guard await withdraw(amount) else { return false }
        await other.deposit(amount)
        return true
    }

    var balance: Int { gold }
}

let ledger = Ledger()
let north = Vault(name: "north", gold: 100, ledger: ledger)
let south = Vault(name: "south", gold: 20, ledger: ledger)
print(north.label, south.label)

await north.deposit(50)
print(await north.transfer(120, to: south))
print(await south.transfer(500, to: north))
print(await south.withdraw(40))
let balances = (await north.balance, await south.balance)
print(balances)
print(await ledger.count)
for line in await ledger.lines() { print(line) }

func audit(_ vaults: [Vault]) async -> Int {
    var sum = 0
    for vault in vaults { sum += await vault.balance }
    return sum
}
print("total:", await audit([north, south]))

// expect: Vault(north) Vault(south)
// expect: true
// expect: false
// expect: true
// expect: (30, 100)
// expect: 5
// expect: north +50 = 150
// expect: north -120 = 30
// expect: south +120 = 140
// expect: south refused 500
// expect: south -40 = 100
// expect: total: 130
