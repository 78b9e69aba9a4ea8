// A closure appended to a list of handlers escapes: it may not capture a mutating method's self.
struct Counter {
    var count = 0
    var handlers: [() -> Void] = []
    mutating func register() {
        handlers.append { count += 1 }  // expect error col 25: escaping closure captures mutating 'self' parameter
    }
}
var counter = Counter()
counter.register()
print(counter.handlers.count)
