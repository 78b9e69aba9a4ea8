// Passing an observed property inout triggers willSet/didSet once, when the call ends.
struct Model {
    var count = 0 {
        willSet { print("willSet", newValue) }
        didSet { print("didSet", oldValue) }
    }
}
func bump(_ x: inout Int) {
    print("bump start")
    x += 1
    x += 1
    print("bump end")
}
var m = Model()
bump(&m.count)
// expect: bump start
// expect: bump end
// expect: willSet 2
// expect: didSet 0
