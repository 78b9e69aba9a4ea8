// Rounding Doubles (ties away from zero by default).
// On Linux, rounded() links against libm, which only Foundation pulls in.
import Foundation
print((2.5).rounded())  // expect: 3.0
print((-2.5).rounded())  // expect: -3.0
print((2.7).rounded(.down))  // expect: 2.0
print((-2.2).rounded(.up))  // expect: -2.0
print((2.5).rounded(.toNearestOrEven))  // expect: 2.0
print((-2.7).rounded(.towardZero))  // expect: -2.0
