// An operator passed as the ordering of a type that is not `Comparable`: swiftc finds no `<` to refer to.
struct Score {
    var value: Int
}

let scores = [Score(value: 3), Score(value: 9)]
let top = scores.max(by: <)  // expect error col 26: no exact matches in reference to operator function '<'
print(top?.value ?? 0)
