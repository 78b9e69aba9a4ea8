// String(format:) renders C-style format specifiers.
import Foundation
let price = 4.5
print(String(format: "%.2f", price))  // expect: 4.50
print(String(format: "%05.1f|%@|", 3.14159, "ab".padding(toLength: 6, withPad: " ", startingAt: 0)))  // expect: 003.1|ab    |
print(String(format: "%d items at %@", 3, "noon"))  // expect: 3 items at noon
print(String(format: "%03d", 7))  // expect: 007
print(String(format: "%x %X %o", 255, 255, 8))  // expect: ff FF 10
print(String(format: "%.0f%%", 42.6))  // expect: 43%
print(String(format: "%e", 12345.678))  // expect: 1.234568e+04
let elapsed = 125
print(String(format: "%02d:%02d", elapsed / 60, elapsed % 60))  // expect: 02:05
