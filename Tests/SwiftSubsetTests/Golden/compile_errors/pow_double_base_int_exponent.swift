// In a Double context pow is the Double overload, and an Int exponent does not convert to Double
import Foundation

func compound(_ principal: Double, rate: Double, years: Int) -> Double {
    principal * pow(1 + rate, years) // expect error col 31: cannot convert value of type 'Int' to expected argument type 'Double'
}
print(compound(100, rate: 0.1, years: 2))
