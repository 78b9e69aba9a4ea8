// A store inventory: structs in an array changed through inout functions and indices, a restock report with defer, and value copies that do not share changes.
struct Item {
    let sku: String
    var stock: Int
    var reorderLevel: Int
    var needsReorder: Bool { stock <= reorderLevel }
}

func sell(_ quantity: Int, of sku: String, from items: inout [Item]) -> Bool {
    guard let i = items.firstIndex(where: { $0.sku == sku }), items[i].stock >= quantity else { return false }
    items[i].stock -= quantity
    return true
}

func restock(_ items: inout [Item], to level: Int) -> [String] {
    var log: [String] = []
    defer { print("restocked \(log.count) item(s)") }
    for i in items.indices where items[i].needsReorder {
        let added = level - items[i].stock
        items[i].stock = level
        log.append("\(items[i].sku)+\(added)")
    }
    return log
}

func bump(_ n: inout Int, by k: Int = 1) { n += k }

var stock = [Item(sku: "A1", stock: 5, reorderLevel: 2), Item(sku: "B2", stock: 1, reorderLevel: 3), Item(sku: "C3", stock: 10, reorderLevel: 4)]
let snapshot = stock
print(sell(4, of: "A1", from: &stock), sell(2, of: "B2", from: &stock), sell(1, of: "Z9", from: &stock))
// expect: true false false
print(stock.map(\.stock), stock.filter(\.needsReorder).map(\.sku))
// expect: [1, 1, 10] ["A1", "B2"]
let log = restock(&stock, to: 8)
// expect: restocked 2 item(s)
print(log, stock.map(\.stock))
// expect: ["A1+7", "B2+7"] [8, 8, 10]
bump(&stock[2].stock)
bump(&stock[0].stock, by: -3)
print(stock.map(\.stock), snapshot.map(\.stock))
// expect: [5, 8, 11] [5, 1, 10]
var copy = stock[1]
copy.stock = 0
print(stock[1].stock, copy.needsReorder, stock.contains { $0.needsReorder })
// expect: 8 true false
