// An initializer's `inout` parameter: the same rule as a function's.
final class Ticket {
    let number: Int
    init(counter: inout Int) { counter += 1; number = counter }
}
var next = 0
let first = Ticket(counter: next) // expect error col 29: passing value of type 'Int' to an inout parameter requires explicit '&'
print(first.number)
