// Plain + on a fixed-width integer traps on overflow, as it does for Int.
var level: UInt8 = 250
for _ in 0..<3 {
    level += 2  // expect runtime error: arithmetic overflow
    print(level)
}
// expect: 252
// expect: 254
