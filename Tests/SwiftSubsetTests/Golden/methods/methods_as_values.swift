// Instance methods taken as values: bound to an instance, or unbound from the type.
final class Counter {
    var count = 0
    func increment(by n: Int) { count += n }
    func current() -> Int { count }
}
let counter = Counter()
let bump = counter.increment(by:)
bump(3)
bump(4)
print(counter.count)  // expect: 7
let read = Counter.current
print(read(counter)())  // expect: 7
let words = ["a", "bb", "ccc"]
let uppercase = words.map { $0.uppercased() }
print(uppercase)  // expect: ["A", "BB", "CCC"]
let hasPrefix = "prefix-test".hasPrefix
print(hasPrefix("pre"), hasPrefix("test"))  // expect: true false
