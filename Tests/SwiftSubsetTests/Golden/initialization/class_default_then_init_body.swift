// A class's stored defaults are evaluated before its init body reads them.
func log(_ s: String, _ v: Int) -> Int { print("default", s); return v }
final class Screen {
    var width = log("width", 320)
    var height = log("height", 240)
    let area: Int
    init() {
        print("init sees", width, height)
        area = width * height
    }
}
print(Screen().area)
// expect: default width
// expect: default height
// expect: init sees 320 240
// expect: 76800
