// deinit can read its own properties; a weak reference to it is already nil there.
final class Tracker {
    let name: String
    static weak var last: Tracker?
    init(_ n: String) { name = n; Tracker.last = self }
    deinit { print("deinit", name, "last is nil:", Tracker.last == nil) }
}
do {
    let t = Tracker("t1")
    print(Tracker.last?.name ?? "none")  // expect: t1
    _ = t
}
// expect: deinit t1 last is nil: true
print(Tracker.last == nil)  // expect: true
