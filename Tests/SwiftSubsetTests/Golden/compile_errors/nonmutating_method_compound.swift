// A method that changes a property must be marked `mutating`.
struct Counter {
    var count = 0
    func increment() {
        count += 1 // expect error col 15: left side of mutating operator isn't mutable: 'self' is immutable
    }
}
var counter = Counter()
counter.increment()
print(counter.count)
