// Computed properties added to Double read like units.
import Foundation
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
    var ft: Double { self / 3.28084 }
}
let oneInch = 25.4.cm / 10
print(oneInch)  // expect: 0.0254
let threeFeet = 3.ft
print((threeFeet * 1000).rounded() / 1000)  // expect: 0.914
let marathon = 42.km + 195.m
print("A marathon is \(marathon) meters long")  // expect: A marathon is 42195.0 meters long
