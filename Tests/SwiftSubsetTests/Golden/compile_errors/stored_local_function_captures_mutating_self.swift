// A nested function that uses self, stored where it outlives a mutating method, is refused at its name.
struct Counter {
    var value = 0
    var actions: [() -> Void] = []
    mutating func prepare() {
        func bump() { value += 1 }
        bump()
        actions.append(bump) // expect error col 24: escaping local function captures mutating 'self' parameter
    }
}
var counter = Counter()
counter.prepare()
print(counter.value)
