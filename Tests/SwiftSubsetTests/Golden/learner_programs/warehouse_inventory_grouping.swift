// A warehouse inventory report: Dictionary(grouping:by:), reduce(into:), mapValues and sorted keys give deterministic per-aisle and per-supplier totals.
import Foundation

struct Item {
    let sku: String
    let aisle: Character
    let supplier: String
    let quantity: Int
    let unitCents: Int
}

let stock = [
    Item(sku: "BLT-10", aisle: "B", supplier: "Acme", quantity: 40, unitCents: 15),
    Item(sku: "NUT-04", aisle: "A", supplier: "Bolt Co", quantity: 120, unitCents: 3),
    Item(sku: "SCR-22", aisle: "A", supplier: "Acme", quantity: 0, unitCents: 7),
    Item(sku: "WSH-01", aisle: "C", supplier: "Bolt Co", quantity: 300, unitCents: 1),
    Item(sku: "HNG-07", aisle: "B", supplier: "Hinge Ltd", quantity: 12, unitCents: 250),
]

let byAisle = Dictionary(grouping: stock, by: { $0.aisle })
for aisle in byAisle.keys.sorted() {
    let skus = byAisle[aisle, default: []].map(\.sku).sorted()
    print("aisle \(aisle): \(skus.joined(separator: ", "))")
}

let valueBySupplier = stock.reduce(into: [String: Int]()) { totals, item in
    totals[item.supplier, default: 0] += item.quantity * item.unitCents
}
for (supplier, cents) in valueBySupplier.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
    print("\(supplier): $\(cents / 100).\(String(format: "%02d", cents % 100))")
}

let counts = byAisle.mapValues { $0.reduce(0) { $0 + $1.quantity } }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let outOfStock = stock.filter { $0.quantity == 0 }.map(\.sku)
print("out of stock:", outOfStock)
let (low, ok) = stock.reduce(into: (0, 0)) { tally, item in
    if item.quantity < 20 { tally.0 += 1 } else { tally.1 += 1 }
}
print("low \(low), ok \(ok)")
let largest = stock.max { $0.quantity < $1.quantity }
print(largest?.sku ?? "none")

// expect: aisle A: NUT-04, SCR-22
// expect: aisle B: BLT-10, HNG-07
// expect: aisle C: WSH-01
// expect: Hinge Ltd: $30.00
// expect: Bolt Co: $6.60
// expect: Acme: $6.00
// expect: ["A=120", "B=52", "C=300"]
// expect: out of stock: ["SCR-22"]
// expect: low 2, ok 3
// expect: WSH-01
