// A closure passed to an @escaping parameter outlives the call, so it may not capture a mutating method's self.
struct Timer {
    var ticks = 0
    var pending: [() -> Void] = []
    mutating func schedule(_ work: @escaping () -> Void) { pending.append(work) }
    mutating func start() {
        schedule { self.ticks += 1 } // expect error col 18: escaping closure captures mutating 'self' parameter
    }
}
var timer = Timer()
timer.start()
print(timer.pending.count)
