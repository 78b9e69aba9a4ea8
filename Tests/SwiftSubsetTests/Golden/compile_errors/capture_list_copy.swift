// A name in a closure's capture list is a constant copy.
var taps = 0
let tap = { [taps] in
    taps += 1 // expect error col 10: left side of mutating operator isn't mutable: 'taps' is an immutable capture
}
tap()
print(taps)
