// Closures capturing self weakly and strongly in a class-based view model.
final class Timer {
    var ticks: [() -> Void] = []
    func schedule(_ block: @escaping () -> Void) { ticks.append(block) }
    func fire() { ticks.forEach { $0() } }
}
final class ViewModel {
    var count = 0
    let name: String
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
    func start(on timer: Timer) {
        timer.schedule { [weak self] in
            guard let self else { print("gone"); return }
            self.count += 1
            print("\(self.name) tick \(self.count)")
        }
    }
}
let timer = Timer()
var model: ViewModel? = ViewModel(name: "main")
model?.start(on: timer)
timer.fire()
timer.fire()
model = nil
timer.fire()
// expect: init main
// expect: main tick 1
// expect: main tick 2
// expect: deinit main
// expect: gone
