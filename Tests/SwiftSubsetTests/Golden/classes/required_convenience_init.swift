// Designated and convenience initializers; convenience delegates across.
class Rect {
    var w: Int, h: Int
    init(w: Int, h: Int) { self.w = w; self.h = h; print("designated \(w)x\(h)") }
    convenience init(square: Int) {
        print("convenience start")
        self.init(w: square, h: square)
        print("convenience end")
    }
}
let r = Rect(square: 3)
// expect: convenience start
// expect: designated 3x3
// expect: convenience end
print(r.w * r.h)  // expect: 9
