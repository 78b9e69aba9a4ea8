// Calling a counter's instance method on the type itself instead of on an instance.
struct Counter {
    var count = 0
    mutating func increment() { count += 1 }
}

var counter = Counter()
Counter.increment() // expect error col 1: instance member 'increment' cannot be used on type 'Counter'; did you mean to use a value of this type instead?
print(counter.count)
