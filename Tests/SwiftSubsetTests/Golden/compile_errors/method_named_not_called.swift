// A method named without the `()` that would call it.
final class Counter {
    var value = 0
    func increment() { value += 1 }
}
let counter = Counter()
counter.increment // expect error col 9: function is unused
print(counter.value)
