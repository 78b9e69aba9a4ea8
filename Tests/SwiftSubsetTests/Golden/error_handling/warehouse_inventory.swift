// Inventory with restocking rules: throwing functions, guard, compactMap, sorted reports
enum InventoryError: Error, Equatable {
    case unknownItem(String)
    case outOfStock(item: String, requested: Int, available: Int)
}

struct StockItem {
    let name: String
    var quantity: Int
    let reorderLevel: Int
    let unitCost: Int  // cents

    var needsReorder: Bool { quantity <= reorderLevel }
}

struct Warehouse {
    private var stock: [String: StockItem] = [:]
    private(set) var log: [String] = []

    init(_ items: [StockItem]) {
        for item in items { stock[item.name] = item }
    }

    mutating func ship(_ name: String, count: Int) throws -> Int {
        guard var item = stock[name] else { throw InventoryError.unknownItem(name) }
        guard item.quantity >= count else {
            throw InventoryError.outOfStock(item: name, requested: count, available: item.quantity)
        }
        item.quantity -= count
        stock[name] = item
        log.append("ship \(count) \(name)")
        return item.quantity
    }

    mutating func restock() -> [String] {
        var ordered: [String] = []
        for name in stock.keys.sorted() where stock[name]!.needsReorder {
            let amount = stock[name]!.reorderLevel * 3
            stock[name]!.quantity += amount
            ordered.append("\(name)+\(amount)")
        }
        log.append("restock \(ordered.count)")
        return ordered
    }

    func value() -> Int {
        stock.values.reduce(0) { $0 + $1.quantity * $1.unitCost }
    }

    func quantity(of name: String) -> Int? { stock[name]?.quantity }
}

func dollars(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let c = abs(cents)
    let rest = c % 100
    return "\(sign)$\(c / 100).\(rest < 10 ? "0" : "")\(rest)"
}

var warehouse = Warehouse([
    StockItem(name: "bolts", quantity: 500, reorderLevel: 100, unitCost: 5),
    StockItem(name: "nuts", quantity: 120, reorderLevel: 100, unitCost: 3),
    StockItem(name: "gears", quantity: 12, reorderLevel: 5, unitCost: 1250),
])
print("value", dollars(warehouse.value()))

let orders: [(String, Int)] = [("bolts", 450), ("nuts", 30), ("gears", 10), ("springs", 1), ("gears", 5)]
for (name, count) in orders {
    do {
        let left = try warehouse.ship(name, count: count)
        print("shipped \(count) \(name), \(left) left")
    } catch InventoryError.outOfStock(let item, let requested, let available) {
        print("cannot ship \(requested) \(item): only \(available)")
    } catch {
        print("error:", error)
    }
}
let ordered = warehouse.restock()
print("reordered:", ordered)
let quantities = ["bolts", "nuts", "gears", "springs"].compactMap { name in
    warehouse.quantity(of: name).map { "\(name)=\($0)" }
}
print(quantities.joined(separator: " "))
print("value", dollars(warehouse.value()), dollars(-5), dollars(1207))
print(warehouse.log)
print((try? warehouse.ship("springs", count: 1)) as Any)
print(InventoryError.unknownItem("x") == .unknownItem("x"))

// expect: value $178.60
// expect: shipped 450 bolts, 50 left
// expect: shipped 30 nuts, 90 left
// expect: shipped 10 gears, 2 left
// expect: error: unknownItem("springs")
// expect: cannot ship 5 gears: only 2
// expect: reordered: ["bolts+300", "gears+15", "nuts+300"]
// expect: bolts=350 nuts=390 gears=17
// expect: value $241.70 -$0.05 $12.07
// expect: ["ship 450 bolts", "ship 30 nuts", "ship 10 gears", "restock 3"]
// expect: nil
// expect: true
