// guard keeps the happy path unindented; bound names stay in scope after it.
struct Order { let item: String; let quantity: Int; let coupon: String? }
enum CheckoutError: Error { case empty, tooMany(Int) }
func checkout(_ order: Order?) throws -> String {
    guard let order else { throw CheckoutError.empty }
    guard order.quantity <= 5 else { throw CheckoutError.tooMany(order.quantity) }
    guard let coupon = order.coupon, !coupon.isEmpty else {
        return "\(order.quantity)x \(order.item)"
    }
    return "\(order.quantity)x \(order.item) with \(coupon)"
}
let orders: [Order?] = [Order(item: "mug", quantity: 2, coupon: nil),
                        Order(item: "pen", quantity: 1, coupon: "SAVE5"),
                        Order(item: "cap", quantity: 9, coupon: nil), nil]
for order in orders {
    do { print(try checkout(order)) } catch { print("error: \(error)") }
}
// expect: 2x mug
// expect: 1x pen with SAVE5
// expect: error: tooMany(9)
// expect: error: empty
