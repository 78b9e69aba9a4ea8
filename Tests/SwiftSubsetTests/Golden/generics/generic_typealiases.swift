// Generic typealiases for function, tuple and dictionary types: in declarations, parameters, return types, and nested in a generic type.
typealias Handler<T> = (T) -> Void
typealias Pair<T> = (T, T)
typealias StringDict<V> = [String: V]
typealias Transform<A, B> = (A) -> B

struct EventBus<Event> {
    typealias Listener = Handler<Event>
    typealias Callback<R> = (Event) -> R
    var listeners: [Listener] = []
    mutating func subscribe(_ listener: @escaping Listener) { listeners.append(listener) }
    func send(_ event: Event) { listeners.forEach { $0(event) } }
    func map<R>(_ event: Event, _ f: Callback<R>) -> R { f(event) }
}

func swapped<T>(_ p: Pair<T>) -> Pair<T> { (p.1, p.0) }
func makeScores() -> StringDict<Int> { ["ann": 3, "bob": 5] }
func apply<A, B>(_ f: Transform<A, B>, to a: A) -> B { f(a) }

let printer: Handler<String> = { print("got", $0) }
printer("hello")
let p: Pair<Int> = (1, 2)
print(swapped(p))
let scores = makeScores()
for k in scores.keys.sorted() { print(k, scores[k]!) }
var ages: StringDict<Double> = [:]
ages["x"] = 1.5
print(ages)
print(apply({ $0 * 2 }, to: 21))
let toText: Transform<Int, String> = { "#\($0)" }
print(toText(7))
var bus = EventBus<Int>()
bus.subscribe { print("listener 1:", $0) }
bus.subscribe { v in print("listener 2:", v * 10) }
bus.send(4)
print(bus.map(3) { "\($0)!" })
let pairs: [Pair<String>] = [("a", "b"), ("c", "d")]
print(pairs.map { $0.0 + $0.1 })
// expect: got hello
// expect: (2, 1)
// expect: ann 3
// expect: bob 5
// expect: ["x": 1.5]
// expect: 42
// expect: #7
// expect: listener 1: 4
// expect: listener 2: 40
// expect: 3!
// expect: ["ab", "cd"]
