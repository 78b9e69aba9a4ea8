// A tip calculator: ternary, nil-coalescing, ranges in switch, compound assignment, rounding to cents
import Foundation

struct Bill {
    var subtotal: Double
    var tipPercent: Int?
    var people = 1
    var coupon: String? = nil
}

func serviceLabel(_ percent: Int) -> String {
    switch percent {
    case ..<10: return "stingy"
    case 10..<15: return "ok"
    case 15...20: return "good"
    case 21...: return "generous"
    default: return "?"
    }
}

func cents(_ x: Double) -> Double { (x * 100).rounded() / 100 }

func split(_ bill: Bill) -> (tip: Double, total: Double, each: Double) {
    let percent = bill.tipPercent ?? 15
    var total = bill.subtotal
    if let coupon = bill.coupon, coupon.hasPrefix("SAVE") {
        let off = Double(coupon.dropFirst(4)) ?? 0
        total -= min(off, total)
    }
    let tip = cents(total * Double(percent) / 100)
    total += tip
    let people = bill.people > 0 ? bill.people : 1
    return (tip, cents(total), cents(total / Double(people)))
}

let bills = [
    Bill(subtotal: 48.5, tipPercent: 18, people: 2),
    Bill(subtotal: 120, tipPercent: nil, people: 3),
    Bill(subtotal: 19.99, tipPercent: 8, people: 0),
    Bill(subtotal: 64, tipPercent: 25, people: 4, coupon: "SAVE10"),
    Bill(subtotal: 5, tipPercent: 12, coupon: "SAVE50"),
]

for (i, bill) in bills.enumerated() {
    let r = split(bill)
    let label = serviceLabel(bill.tipPercent ?? 15)
    print("bill \(i + 1): tip \(r.tip) total \(r.total) each \(r.each) [\(label)]")
}

var runningTotal = 0.0
for bill in bills { runningTotal += split(bill).total }
print("all bills:", cents(runningTotal))
let biggest = bills.map { split($0).total }.max() ?? 0
print(biggest > 100 ? "big night" : "quiet night", biggest)
let percents = bills.compactMap(\.tipPercent)
print(percents, percents.reduce(0, +) / percents.count, percents.contains { $0 > 20 })
var x = 10
x *= 3; x -= 4; x /= 5; x %= 3
print(x, 2 + 3 * 4 - 6 / 2, (2 + 3) * 4, -x, +x)
print(1...3 ~= 2, (1, "a") < (1, "b"), (2, 1) > (1, 9))

// expect: bill 1: tip 8.73 total 57.23 each 28.62 [good]
// expect: bill 2: tip 18.0 total 138.0 each 46.0 [good]
// expect: bill 3: tip 1.6 total 21.59 each 21.59 [stingy]
// expect: bill 4: tip 13.5 total 67.5 each 16.88 [generous]
// expect: bill 5: tip 0.0 total 0.0 each 0.0 [ok]
// expect: all bills: 284.32
// expect: big night 138.0
// expect: [18, 8, 25, 12] 15 true
// expect: 2 11 20 -2 2
// expect: true true true
