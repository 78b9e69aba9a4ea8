// Higher-order helpers: memoization with a captured cache, a recursive memoized function, a debouncer over fake time, autoclosure logging
func memoize<Input: Hashable, Output>(_ f: @escaping (Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    return { input in
        if let hit = cache[input] { return hit }
        let result = f(input)
        cache[input] = result
        return result
    }
}

var calls = 0
let slowSquare: (Int) -> Int = { n in calls += 1; return n * n }
let fastSquare = memoize(slowSquare)
print([3, 4, 3, 3, 4, 5].map(fastSquare), calls)

func memoizedRecursive<Input: Hashable, Output>(_ body: @escaping ((Input) -> Output, Input) -> Output) -> (Input) -> Output {
    var cache: [Input: Output] = [:]
    func wrapped(_ input: Input) -> Output {
        if let hit = cache[input] { return hit }
        let result = body(wrapped, input)
        cache[input] = result
        return result
    }
    return wrapped
}
var fibCalls = 0
let fib = memoizedRecursive { (fib: (Int) -> Int, n: Int) -> Int in
    fibCalls += 1
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(50), fibCalls)

final class Debouncer {
    private let delay: Int
    private var pending: (deadline: Int, action: () -> Void)?
    private(set) var fired = 0
    init(delay: Int) { self.delay = delay }
    func call(at time: Int, _ action: @escaping () -> Void) { pending = (time + delay, action) }
    func tick(_ time: Int) {
        guard let p = pending, time >= p.deadline else { return }
        pending = nil
        fired += 1
        p.action()
    }
}
let debouncer = Debouncer(delay: 3)
var searches: [String] = []
let keystrokes = [(0, "s"), (1, "sw"), (2, "swi"), (7, "swif"), (8, "swift")]
var k = 0
for time in 0...12 {
    if k < keystrokes.count && keystrokes[k].0 == time {
        let query = keystrokes[k].1
        debouncer.call(at: time) { searches.append("\(query)@\(time)") }
        k += 1
    }
    debouncer.tick(time)
}
print(searches, debouncer.fired)

var logLines: [String] = []
var evaluated = 0
func log(_ message: @autoclosure () -> String, enabled: Bool) {
    if enabled { logLines.append(message()) }
}
func expensive(_ label: String) -> String { evaluated += 1; return "computed \(label)" }
log(expensive("a"), enabled: false)
log(expensive("b"), enabled: true)
print(logLines, evaluated)
let compose: (@escaping (Int) -> Int, @escaping (Int) -> Int) -> (Int) -> Int = { f, g in { g(f($0)) } }
let addThenDouble = compose({ $0 + 1 }, { $0 * 2 })
print((1...4).map(addThenDouble))

// expect: [9, 16, 9, 9, 16, 25] 3
// expect: 12586269025 51
// expect: ["swi@2", "swift@8"] 2
// expect: ["computed b"] 1
// expect: [4, 6, 8, 10]
