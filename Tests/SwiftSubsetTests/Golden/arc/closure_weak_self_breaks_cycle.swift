// [weak self] in the stored closure breaks the cycle: deinit runs at scope end.
final class Timer {
    var action: (() -> Void)?
    var ticks = 0
    func start() { action = { [weak self] in self?.ticks += 1 } }
    deinit { print("timer deinit") }
}
do {
    let t = Timer()
    t.start()
    t.action?()
    t.action?()
    print("ticks", t.ticks)  // expect: ticks 2
}
// expect: timer deinit
print("end")  // expect: end
