// A stored closure that captures self strongly creates a cycle: deinit never runs.
final class Timer {
    var action: (() -> Void)?
    var ticks = 0
    func start() { action = { self.ticks += 1 } }
    deinit { print("timer deinit") }
}
do {
    let t = Timer()
    t.start()
    t.action?()
    print("ticks", t.ticks)  // expect: ticks 1
}
print("timer leaked")  // expect: timer leaked
