// Returning an optional where the result is not optional.
func firstScore(_ scores: [Int]) -> Int {
    return scores.first // expect error col 19: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
}
print(firstScore([3]))
