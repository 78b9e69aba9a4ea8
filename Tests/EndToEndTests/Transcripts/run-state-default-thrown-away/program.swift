// A shop screen re-renders a badge whose @State default builds a Cart.
// SwiftUI keeps the first Cart; every later one is built, held by the
// badge's struct value until the next render replaces it, then dropped.
import SwiftUI
import Observation

@Observable
final class Cart {
    static var made = 0
    let number: Int
    var items = 0

    init() {
        Cart.made += 1
        number = Cart.made
        print("Cart \(number) made")
    }

    deinit {
        print("Cart \(number) gone, \(items) items")
    }
}

struct CartBadge: View {
    @State private var cart = Cart()
    let owner: String

    var body: some View {
        HStack {
            Text("\(owner): \(cart.items) in cart \(cart.number)")
            Button("Add item") { cart.items += 1 }
        }
    }
}

struct ShopView: View {
    @State private var visits = 0

    var body: some View {
        VStack {
            Text("Visits: \(visits)")
            Button("Visit again") { visits += 1 }
            CartBadge(owner: "visit \(visits)")
        }
    }
}
