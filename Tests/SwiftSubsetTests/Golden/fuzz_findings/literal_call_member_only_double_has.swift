// max, min and abs of literals alone are Doubles when the member called on them is one only Double has (difffuzz seed 241000010)
import Foundation
print(max(9, 9).rounded(.down), min(4, 7).squareRoot(), abs(-2.5).rounded())
// expect: 9.0 2.0 3.0
print(max(3, 8) + 1, abs(-4))
// expect: 9 4
