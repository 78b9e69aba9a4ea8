// A `guard`'s else must leave the scope; printing a message is not enough.
func average(of scores: [Int]) -> Double {
    guard !scores.isEmpty else {
        print("no scores yet")
    } // expect error col 5: 'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope
    return Double(scores.reduce(0, +)) / Double(scores.count)
}
print(average(of: [3, 4]))
