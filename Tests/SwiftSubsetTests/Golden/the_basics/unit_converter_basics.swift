// A unit converter: type aliases, tuples, numeric literal forms, conversions, optional parsing, bounds
typealias Meters = Double
typealias Conversion = (name: String, factor: Double)

let lengthUnits: [String: Conversion] = [
    "km": ("kilometre", 1_000),
    "m": ("metre", 1),
    "cm": ("centimetre", 0.01),
    "mi": ("mile", 1_609.344),
    "ft": ("foot", 0.304_8),
]

func toMeters(_ value: Double, _ unit: String) -> Meters? {
    guard let conversion = lengthUnits[unit] else { return nil }
    return value * conversion.factor
}

func convert(_ input: String) -> String {
    let parts = input.split(separator: " ")
    guard parts.count == 4, parts[2] == "to" else { return "bad input: \(input)" }
    guard let value = Double(parts[0]) else { return "not a number: \(parts[0])" }
    let from = String(parts[1]), to = String(parts[3])
    guard let meters = toMeters(value, from), let target = lengthUnits[to] else {
        return "unknown unit in: \(input)"
    }
    let result = meters / target.factor
    let rounded = (result * 1000).rounded() / 1000
    return "\(value) \(from) = \(rounded) \(to) (\(target.name)s)"
}

import Foundation

for line in ["5 km to mi", "3 ft to cm", "12.5 m to km", "1 mi to ft", "x m to km", "2 yd to m", "1 m km"] {
    print(convert(line))
}

let hex = 0xFF, octal = 0o17, binary = 0b1010, big = 1_000_000
print(hex, octal, binary, big)
print(Int8.max, Int8.min, UInt8.max, Int16.max)
let exponent = 1.25e2, hexFloat = 0xFp2
print(exponent, hexFloat)
print(Int(3.99), Int(-3.99), Double(7) / 2, 7 / 2, -7 % 3)
print(Int("42") ?? 0, Int("4 2") ?? -1, Double("3.5e1") ?? 0, Int("+17") as Any)
let (q, r) = 17.quotientAndRemainder(dividingBy: 5)
print(q, r)
let sum = Int8(100).addingReportingOverflow(100)
print(sum.partialValue, sum.overflow)
let converted = UInt8(exactly: 300)
print(converted as Any, UInt8(clamping: 300), Int8(truncatingIfNeeded: 300))
let http404: (code: Int, message: String) = (404, "Not Found")
print(http404.code, http404.1, http404)
var meters: Meters = 3
meters += 0.5
print(meters, type(of: meters))

// expect: 5.0 km = 3.107 mi (miles)
// expect: 3.0 ft = 91.44 cm (centimetres)
// expect: 12.5 m = 0.013 km (kilometres)
// expect: 1.0 mi = 5280.0 ft (foots)
// expect: not a number: x
// expect: unknown unit in: 2 yd to m
// expect: bad input: 1 m km
// expect: 255 15 10 1000000
// expect: 127 -128 255 32767
// expect: 125.0 60.0
// expect: 3 -3 3.5 3 -1
// expect: 42 -1 35.0 Optional(17)
// expect: 3 2
// expect: -56 true
// expect: nil 255 44
// expect: 404 Not Found (code: 404, message: "Not Found")
// expect: 3.5 Double
