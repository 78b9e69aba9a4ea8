// Implicit self in a closure is the closure's own self: [unowned self] and guard let self from [weak self] do not keep the object alive.
class Counter {
    var onTick: (() -> Void)?
    var count = 0
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name) released at \(count)") }
    func useUnowned() { onTick = { [unowned self] in count += 2 } }
    func useGuardLet() { onTick = { [weak self] in guard let self else { return }; count += 1 } }
    func useIfLet() { onTick = { [weak self] in if let self { count += 5 } } }
    func useStrong() { onTick = { [self] in count += 10 } }
}
do {
    let a = Counter(name: "unowned")
    a.useUnowned()
    a.onTick?()
}
print("after unowned")
do {
    let b = Counter(name: "guard let")
    b.useGuardLet()
    b.onTick?()
    b.onTick?()
}
print("after guard let")
do {
    let c = Counter(name: "if let")
    c.useIfLet()
    c.onTick?()
}
print("after if let")
do {
    let d = Counter(name: "strong")
    d.useStrong()
    d.onTick?()
    d.onTick = nil
}
print("after strong, cycle broken by hand")
// expect: unowned released at 2
// expect: after unowned
// expect: guard let released at 2
// expect: after guard let
// expect: if let released at 5
// expect: after if let
// expect: strong released at 10
// expect: after strong, cycle broken by hand
