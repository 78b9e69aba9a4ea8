// A mutating method cannot be kept as a closure: it would have to change the variable it was read from.
struct Tally {
    var taps = 0
    mutating func tap() { taps += 1 }
}
var tally = Tally()
let onTap = tally.tap // expect error col 19: cannot reference 'mutating' method as function value
var names = ["Ann"]
let add = names.append // expect error col 17: cannot reference 'mutating' method as function value
let later = Tally.tap // expect error col 19: cannot reference 'mutating' method as function value
print(tally.taps, names)
