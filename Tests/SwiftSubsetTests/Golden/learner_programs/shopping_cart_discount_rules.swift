// A shopping cart whose discounts are values of a protocol: percentage, buy-two-get-one and a coupon with a minimum, applied in order to prices in cents.
import Foundation

struct Product {
    let name: String
    let cents: Int
}

struct LineItem {
    let product: Product
    var quantity: Int
    var subtotal: Int { product.cents * quantity }
}

protocol DiscountRule {
    var label: String { get }
    func saving(on items: [LineItem], runningTotal: Int) -> Int
}

extension DiscountRule {
    var label: String { "discount" }
}

struct PercentOff: DiscountRule {
    let percent: Int
    var label: String { "\(percent)% off" }
    func saving(on items: [LineItem], runningTotal: Int) -> Int { runningTotal * percent / 100 }
}

struct BuyTwoGetOne: DiscountRule {
    let productName: String
    func saving(on items: [LineItem], runningTotal: Int) -> Int {
        guard let line = items.first(where: { $0.product.name == productName }) else { return 0 }
        return (line.quantity / 3) * line.product.cents
    }
}

struct Coupon: DiscountRule {
    let minimum: Int
    let amount: Int
    var label: String { "coupon" }
    func saving(on items: [LineItem], runningTotal: Int) -> Int { runningTotal >= minimum ? amount : 0 }
}

struct Cart {
    private(set) var lines: [LineItem] = []
    var rules: [any DiscountRule] = []

    mutating func add(_ product: Product, quantity: Int = 1) {
        if let i = lines.firstIndex(where: { $0.product.name == product.name }) {
            lines[i].quantity += quantity
        } else {
            lines.append(LineItem(product: product, quantity: quantity))
        }
    }

    func checkout() -> (total: Int, applied: [String]) {
        var total = lines.reduce(0) { $0 + $1.subtotal }
        var applied: [String] = []
        for rule in rules {
            let saving = rule.saving(on: lines, runningTotal: total)
            if saving > 0 {
                total -= saving
                applied.append("\(rule.label) -\(saving)")
            }
        }
        return (total, applied)
    }
}

func dollars(_ cents: Int) -> String { String(format: "$%d.%02d", cents / 100, cents % 100) }

let apple = Product(name: "apple", cents: 45)
let bread = Product(name: "bread", cents: 329)
var cart = Cart()
cart.add(apple, quantity: 2)
cart.add(bread)
cart.add(apple, quantity: 5)
print(cart.lines.map { "\($0.product.name) x\($0.quantity) = \(dollars($0.subtotal))" })
// expect: ["apple x7 = $3.15", "bread x1 = $3.29"]
print(dollars(cart.checkout().total), cart.checkout().applied)
// expect: $6.44 []
cart.rules = [BuyTwoGetOne(productName: "apple"), PercentOff(percent: 10), Coupon(minimum: 500, amount: 100)]
let receipt = cart.checkout()
print(dollars(receipt.total))
// expect: $4.99
for line in receipt.applied { print(" ", line) }
// expect:   discount -90
// expect:   10% off -55
cart.rules.reverse()
print(cart.checkout())
// expect: (total: 400, applied: ["coupon -100", "10% off -54", "discount -90"])
