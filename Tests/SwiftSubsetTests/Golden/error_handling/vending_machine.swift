// Errors with associated values thrown from a method and caught by pattern.
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item { var price: Int; var count: Int }
final class VendingMachine {
    var inventory = ["Candy": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 0)]
    var coinsDeposited = 0
    func vend(_ name: String) throws -> String {
        guard let item = inventory[name] else { throw VendingError.invalidSelection }
        guard item.count > 0 else { throw VendingError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        inventory[name]!.count -= 1
        return "Dispensing \(name)"
    }
}
let machine = VendingMachine()
machine.coinsDeposited = 8
for snack in ["Candy", "Chips", "Gum"] {
    do {
        print(try machine.vend(snack))
    } catch VendingError.insufficientFunds(let needed) where needed > 3 {
        print("need \(needed) more coins, a lot")
    } catch VendingError.insufficientFunds(let needed) {
        print("need \(needed) more coins")
    } catch VendingError.invalidSelection, VendingError.outOfStock {
        print("cannot sell \(snack)")
    } catch {
        print("unexpected \(error)")
    }
}
// expect: need 4 more coins, a lot
// expect: cannot sell Chips
// expect: cannot sell Gum
