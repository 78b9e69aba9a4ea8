// A static factory reads an instance property, as if a type method had an instance.
struct Counter {
    var count = 0

    static func describe() -> String {
        "count is \(count)" // expect error col 21: instance member 'count' cannot be used on type 'Counter'
    }
}

print(Counter.describe())
