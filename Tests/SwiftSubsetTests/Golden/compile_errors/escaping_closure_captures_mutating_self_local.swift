// A closure kept in a local constant is escaping: capturing a mutating method's self is refused.
struct Tally {
    var total = 0
    mutating func addTwice(_ n: Int) {
        let add = { total += n }  // expect error col 19: escaping closure captures mutating 'self' parameter
        add()
        add()
    }
}
var tally = Tally()
tally.addTwice(3)
print(tally.total)
