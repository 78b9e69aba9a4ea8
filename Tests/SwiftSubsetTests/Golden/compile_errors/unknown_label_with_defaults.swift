// A label no parameter has, where the parameters have defaults: unless it
// looks like a misspelling of the first one, swiftc counts the argument as
// one too many and points at its value.
struct Padding {
    var top: Double
    var side: Double
    init(top: Double = 8, side: Double = 16) { self.top = top; self.side = side }
}
let card = Padding(vertical: 4) // expect error col 30: extra argument 'vertical' in call
print(card.top)
