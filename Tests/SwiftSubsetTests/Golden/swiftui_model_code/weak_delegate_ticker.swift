// A weak delegate protocol: ticks reach the screen while it lives; objects are released at the end of a do block and when the only strong reference goes.
protocol TimerDelegate: AnyObject { func tick(_ count: Int) }
final class Ticker {
    weak var delegate: TimerDelegate?
    private var count = 0
    func fire(_ times: Int) { for _ in 0..<times { count += 1; delegate?.tick(count) } }
    deinit { print("ticker gone") }
}
final class Screen: TimerDelegate {
    var seen: [Int] = []
    func tick(_ count: Int) { seen.append(count) }
    deinit { print("screen gone") }
}
do {
    let t = Ticker()
    let s = Screen()
    t.delegate = s
    t.fire(3)
    print(s.seen)
}
var holder: Screen? = Screen()
let t2 = Ticker()
t2.delegate = holder
holder = nil
t2.fire(1)
print(t2.delegate == nil)
// expect: [1, 2, 3]
// expect: screen gone
// expect: ticker gone
// expect: screen gone
// expect: true
