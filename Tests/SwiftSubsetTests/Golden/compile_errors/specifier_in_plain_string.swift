// A String's interpolation has no `specifier:`: only a SwiftUI title's LocalizedStringKey has.
let distanceKm = 5.26
let line = "Distance: \(distanceKm, specifier: "%.1f") km" // expect error col 24: incorrect argument label in call (have '_:specifier:', expected '_:default:')
print(line)
