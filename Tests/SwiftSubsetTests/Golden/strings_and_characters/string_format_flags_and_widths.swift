// String(format:) flags, widths from arguments, %g, %u on fixed-width values, and padding(toLength:withPad:startingAt:).
import Foundation
print(String(format: "[%+d] [%-5d] [%5d]", 7, 42, -3))  // expect: [+7] [42   ] [   -3]
print(String(format: "[%*d] [%-*.*f]", 6, 99, 8, 2, 3.14159))  // expect: [    99] [3.14    ]
print(String(format: "%g %g %g", 0.0001, 123456789.0, 2.5))  // expect: 0.0001 1.23457e+08 2.5
print(String(format: "%.3e|%10.4f|%-8.1f|", 0.000123, -2.5, 9.99))  // expect: 1.230e-04|   -2.5000|10.0    |
let level: UInt8 = 200
print(String(format: "%u%% of %ld", level, 1_000_000_000_000))  // expect: 200% of 1000000000000
print(String(format: "%#x %#o %08.3f", 255, 8, -3.5))  // expect: 0xff 010 -003.500
print(String(format: "%@ and %@", "tea", "cake"))  // expect: tea and cake
print(String.localizedStringWithFormat("%d apples", 3))  // expect: 3 apples
print("ab".padding(toLength: 7, withPad: "-=", startingAt: 1) + "|")  // expect: ab=-=-=|
print("abcdef".padding(toLength: 3, withPad: " ", startingAt: 0))  // expect: abc
