// A function that ends in a value of another type misses its return at its closing brace.
func doubled(_ n: Int) -> String {
    let d = n * 2
    d
} // expect error col 1: missing return in global function expected to return 'String'
print(doubled(4))
