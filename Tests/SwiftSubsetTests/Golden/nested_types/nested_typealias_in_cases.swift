// Typealiases nested in a type and used in its enum cases and functions.
struct Inventory {
    typealias SKU = String
    typealias Quantity = Int
    enum Change {
        case added(SKU, Quantity)
        case removed(SKU)
    }
    private(set) var stock: [SKU: Quantity] = [:]
    mutating func apply(_ change: Change) {
        switch change {
        case let .added(sku, qty): stock[sku, default: 0] += qty
        case .removed(let sku): stock[sku] = nil
        }
    }
}
var inventory = Inventory()
let changes: [Inventory.Change] = [.added("A-1", 3), .added("B-2", 1), .added("A-1", 2), .removed("B-2")]
changes.forEach { inventory.apply($0) }
let sku: Inventory.SKU = "A-1"
print(inventory.stock[sku] as Any, inventory.stock.count)  // expect: Optional(5) 1
print(changes[0])  // expect: added("A-1", 3)
