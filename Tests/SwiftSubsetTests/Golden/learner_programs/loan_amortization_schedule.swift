// A loan amortization schedule: monthly payment from the annuity formula with pow, each month's interest and principal rounded to cents, a final payment that absorbs the rounding, and totals.
import Foundation

struct Loan {
    let principal: Double
    let annualRate: Double
    let months: Int

    var monthlyRate: Double { annualRate / 12 }

    var payment: Double {
        let r = monthlyRate
        let factor = pow(1 + r, Double(months))
        return (principal * r * factor / (factor - 1) * 100).rounded() / 100
    }
}

func cents(_ x: Double) -> Double { (x * 100).rounded() / 100 }

let loan = Loan(principal: 5_000, annualRate: 0.06, months: 6)
print(String(format: "payment %.2f per month", loan.payment))
print("month  interest  principal    balance")
var balance = loan.principal
var totalInterest = 0.0
for month in 1...loan.months {
    let interest = cents(balance * loan.monthlyRate)
    var principalPart = cents(loan.payment - interest)
    if month == loan.months { principalPart = balance }
    balance = cents(balance - principalPart)
    totalInterest += interest
    print(String(format: "%5d %9.2f %10.2f %10.2f", month, interest, principalPart, balance))
}
print(String(format: "total interest %.2f", totalInterest))
let zeroRate = Loan(principal: 1200, annualRate: 0.0001, months: 12)
print(String(format: "%.2f", zeroRate.payment), zeroRate.payment > 100)

// expect: payment 847.98 per month
// expect: month  interest  principal    balance
// expect:     1     25.00     822.98    4177.02
// expect:     2     20.89     827.09    3349.93
// expect:     3     16.75     831.23    2518.70
// expect:     4     12.59     835.39    1683.31
// expect:     5      8.42     839.56     843.75
// expect:     6      4.22     843.75       0.00
// expect: total interest 87.87
// expect: 100.01 true
