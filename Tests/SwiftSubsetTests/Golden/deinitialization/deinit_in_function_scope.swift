// Locals are released when their function returns, in reverse order of declaration.
final class Tracker {
    let label: String
    init(_ label: String) { self.label = label; print("+\(label)") }
    deinit { print("-\(label)") }
}
func work() -> Int {
    let a = Tracker("a")
    let b = Tracker("b")
    print("working with \(a.label)\(b.label)")
    return 42
}
let result = work()
// expect: +a
// expect: +b
// expect: working with ab
// expect: -b
// expect: -a
print(result)  // expect: 42
func make() -> Tracker { Tracker("kept") }
let kept = make()  // expect: +kept
print("still \(kept.label)")  // expect: still kept
