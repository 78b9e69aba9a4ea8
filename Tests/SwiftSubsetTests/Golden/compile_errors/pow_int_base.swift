// An Int base is not a Double: the only pow taking an Int exponent wants a Decimal base
import Foundation

let base = 2
let bits = 8
let states = pow(base, bits) // expect error col 18: cannot convert value of type 'Int' to expected argument type 'Decimal'
print(states)
