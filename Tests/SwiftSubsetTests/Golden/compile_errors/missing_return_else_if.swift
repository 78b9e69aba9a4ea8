// An `else if` chain with no final `else`.
func sign(_ x: Int) -> Int {
    if x > 0 {
        return 1
    } else if x < 0 {
        return -1
    }
} // expect error col 1: missing return in global function expected to return 'Int'
print(sign(0))
