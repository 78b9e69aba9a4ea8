// `nil` alone says nothing of the optional it would be: write the type
// (`var best: Int? = nil`).
func bestScore(_ scores: [Int]) -> Int? {
    var best = nil // expect error col 16: 'nil' requires a contextual type
    for s in scores where best == nil || s > best! { best = s }
    return best
}
print(bestScore([3, 9]) as Any)
