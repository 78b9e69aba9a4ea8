// pow(2.0, 3): the Double literal fits pow(Double, Double), the integer literal pow(Decimal, Int), so neither wins
import Foundation

let side = 3.0
let area = side * side
let cube = pow(2.0, 3) // expect error col 12: ambiguous use of 'pow'
print(area, cube)
