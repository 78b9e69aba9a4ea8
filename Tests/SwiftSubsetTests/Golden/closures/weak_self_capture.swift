// [weak self] in a stored closure: self may be gone when the closure runs.
final class Screen {
    let name: String
    var onTap: (() -> Void)?
    init(name: String) { self.name = name }
    func wire() {
        onTap = { [weak self] in
            guard let self else { print("screen gone"); return }
            print("tapped", self.name)
        }
    }
    deinit { print("deinit", name) }
}
var keepTap: (() -> Void)?
do {
    let s = Screen(name: "home")
    s.wire()
    keepTap = s.onTap
    keepTap?()  // expect: tapped home
}
// expect: deinit home
keepTap?()  // expect: screen gone
