// A local declared twice in one block is a redeclaration; an inner
// block, or a `guard let` of the same name, may shadow it.
func report(_ scores: [Int]) {
    var total = 0
    for s in scores { total += s }
    let best: Int? = scores.max()
    guard let best = best else { return }
    if best > 90 { let total = "excellent"; print(total) }
    var total = total * 2 // expect error col 9: invalid redeclaration of 'total'
    print(total, best)
}
report([95, 80])
