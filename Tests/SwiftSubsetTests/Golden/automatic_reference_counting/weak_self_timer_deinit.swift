// A view model with a stored closure: capturing self strongly keeps it alive (no deinit), [weak self] lets it go, unowned reads it while alive.
class Ticker {
    let name: String
    var onTick: (() -> Void)?
    var ticks = 0
    init(name: String) {
        self.name = name
        print("\(name) started")
    }
    deinit { print("\(name) stopped after \(ticks) ticks") }

    func startStrong() {
        onTick = { self.ticks += 1 }
    }
    func startWeak() {
        onTick = { [weak self] in
            guard let self else { return }
            self.ticks += 1
        }
    }
    func startUnowned() {
        onTick = { [unowned self] in ticks += 2 }
    }
}

var leaky: Ticker? = Ticker(name: "leaky")
leaky?.startStrong()
leaky?.onTick?()
leaky = nil
print("leaky set to nil")

var careful: Ticker? = Ticker(name: "careful")
careful?.startWeak()
careful?.onTick?()
careful?.onTick?()
let saved = careful?.onTick
careful = nil
saved?()
print("careful set to nil")

do {
    let quick = Ticker(name: "quick")
    quick.startUnowned()
    quick.onTick?()
    print(quick.ticks)
}
print("end")
// expect: leaky started
// expect: leaky set to nil
// expect: careful started
// expect: careful stopped after 2 ticks
// expect: careful set to nil
// expect: quick started
// expect: 2
// expect: quick stopped after 2 ticks
// expect: end
