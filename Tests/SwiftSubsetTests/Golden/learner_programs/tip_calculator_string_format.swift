// A tip calculator: String(format:) with widths, precision and %% lays out a bill split table.
import Foundation

struct Bill {
    let subtotal: Double
    let taxRate: Double
    let people: Int

    var tax: Double { subtotal * taxRate }

    func tip(percent: Int) -> Double {
        subtotal * Double(percent) / 100
    }

    func perPerson(percent: Int) -> Double {
        (subtotal + tax + tip(percent: percent)) / Double(people)
    }
}

let bill = Bill(subtotal: 86.40, taxRate: 0.0825, people: 3)
print(String(format: "Subtotal: %8.2f", bill.subtotal))
print(String(format: "Tax %.2f%%: %6.2f", bill.taxRate * 100, bill.tax))
print("Tip   | Amount|      Each")
for percent in [15, 18, 20, 25] {
    let line = String(format: "%3d%%  |%7.2f|%10.2f", percent, bill.tip(percent: percent), bill.perPerson(percent: percent))
    print(line)
}
let rounded = (bill.perPerson(percent: 20) * 100).rounded(.up) / 100
print(String(format: "Each pays %.2f (rounded up)", rounded))
print(String(format: "%05d people, code %X, %e", bill.people, 255, 1234.5))

// expect: Subtotal:    86.40
// expect: Tax 8.25%:   7.13
// expect: Tip   | Amount|      Each
// expect:  15%  |  12.96|     35.50
// expect:  18%  |  15.55|     36.36
// expect:  20%  |  17.28|     36.94
// expect:  25%  |  21.60|     38.38
// expect: Each pays 36.94 (rounded up)
// expect: 00003 people, code FF, 1.234500e+03
