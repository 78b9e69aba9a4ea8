// A computed local with no setter is not mutable: += is refused at the operator
func score(_ hits: Int) -> Int {
    var total: Int { hits * 10 }
    total += 5 // expect error col 11: left side of mutating operator isn't mutable: 'total' is a get-only property
    return total
}
print(score(2))
