// mutating methods change self; they can also replace self entirely.
struct Counter {
    var value = 0
    mutating func increment(by step: Int = 1) { value += step }
    mutating func reset() { self = Counter() }
    func peek() -> Int { value }
}
var c = Counter()
c.increment()
c.increment(by: 5)
print(c.peek())  // expect: 6
c.reset()
print(c.value)  // expect: 0
