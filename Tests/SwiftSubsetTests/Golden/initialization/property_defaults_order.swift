// Property default values run in declaration order, before the init body.
func log(_ s: String) -> String { print("default", s); return s }
struct Form {
    var a = log("a")
    let b = log("b")
    var c: String
    var d = log("d")
    init() {
        print("init body start")
        c = "c"
        print("init body end")
    }
}
_ = Form()
// expect: default a
// expect: default b
// expect: default d
// expect: init body start
// expect: init body end
