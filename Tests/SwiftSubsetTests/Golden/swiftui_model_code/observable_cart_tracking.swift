// An @Observable cart view model: computed totals, per-property tracking with withObservationTracking, ignored properties, nested models
import Observation

@Observable
final class CartItem: Identifiable {
    let id: Int
    var name: String
    var quantity: Int
    var unitPrice: Double
    init(id: Int, name: String, quantity: Int, unitPrice: Double) {
        self.id = id; self.name = name; self.quantity = quantity; self.unitPrice = unitPrice
    }
    var lineTotal: Double { Double(quantity) * unitPrice }
}

@Observable
final class CartModel {
    var items: [CartItem] = []
    var promoCode: String? = nil
    @ObservationIgnored var renderCount = 0

    var subtotal: Double { items.reduce(0) { $0 + $1.lineTotal } }
    var discount: Double { promoCode == "SAVE10" ? subtotal * 0.1 : 0 }
    var total: Double { ((subtotal - discount) * 100).rounded() / 100 }

    func add(_ name: String, price: Double) {
        if let existing = items.first(where: { $0.name == name }) {
            existing.quantity += 1
        } else {
            items.append(CartItem(id: items.count + 1, name: name, quantity: 1, unitPrice: price))
        }
    }
}

func watch(_ label: String, _ read: @escaping () -> Void) {
    withObservationTracking(read) { print("  changed: \(label)") }
}

let cart = CartModel()
watch("items") { _ = cart.items }
cart.add("Tea", price: 3.5)
cart.add("Tea", price: 3.5)
watch("items again") { _ = cart.items.count }
cart.add("Cake", price: 4.25)
watch("first quantity") { _ = cart.items[0].quantity }
cart.items[0].quantity = 5
cart.items[1].name = "Carrot cake"
watch("promo") { _ = cart.promoCode }
cart.renderCount += 1
cart.promoCode = "SAVE10"
print(cart.items.map { "\($0.name) x\($0.quantity)" }, cart.subtotal, cart.discount, cart.total)
watch("total") { _ = cart.total }
cart.items[1].unitPrice = 5
print(cart.total, cart.renderCount)

// expect:   changed: items
// expect:   changed: items again
// expect:   changed: first quantity
// expect:   changed: promo
// expect: ["Tea x5", "Carrot cake x1"] 21.75 2.1750000000000003 19.58
// expect:   changed: total
// expect: 20.25 1
