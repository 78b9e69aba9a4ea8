// Closures inside a class capture self strongly unless told otherwise.
final class Timer {
    var ticks = 0
    var onTick: (() -> Void)?
    func start() {
        onTick = { [unowned self] in
            self.ticks += 1
            print("tick \(self.ticks)")
        }
    }
    func fire() { onTick?() }
    deinit { print("timer deinit at \(ticks)") }
}
do {
    let timer = Timer()
    timer.start()
    timer.fire()
    timer.fire()
}
// expect: tick 1
// expect: tick 2
// expect: timer deinit at 2
print("done")  // expect: done
