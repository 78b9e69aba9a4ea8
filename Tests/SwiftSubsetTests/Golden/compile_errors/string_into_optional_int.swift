// A non-optional value of the wrong type where an optional is declared:
// swiftc names the wrapped type the value would have become.
var bestScore: Int? = nil
bestScore = "none" // expect error col 13: cannot assign value of type 'String' to type 'Int'
print(bestScore ?? 0)
