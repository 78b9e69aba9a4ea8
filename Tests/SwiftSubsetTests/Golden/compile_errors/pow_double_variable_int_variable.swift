// With no context to pick an overload, a Double base and an Int exponent match neither pow
import Foundation

let rate = 1.5
let steps = 3
print(pow(rate, steps)) // expect error col 7: no exact matches in call to global function 'pow'
