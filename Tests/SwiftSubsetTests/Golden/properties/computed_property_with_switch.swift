// Computed properties written with switch/if expressions as their body.
struct Reading {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var band: String {
        switch celsius {
        case ..<0: "freezing"
        case 0..<20: "mild"
        default: "warm"
        }
    }
    var arrow: String { if celsius >= 25 { "↑" } else { "↓" } }
}
var r = Reading(celsius: 25)
print(r.fahrenheit, r.band, r.arrow)  // expect: 77.0 warm ↑
r.fahrenheit = 14
print(r.celsius, r.band, r.arrow)  // expect: -10.0 freezing ↓
