// Wrapped properties initialise in declaration order with the other defaults.
func log(_ s: String) -> Int { print("default", s); return 0 }
@propertyWrapper
struct Note {
    var wrappedValue: Int
    init(wrappedValue: Int) { print("Note.init"); self.wrappedValue = wrappedValue }
}
struct Form {
    var a = log("a")
    @Note var b = log("b")
    var c = log("c")
    init() { print("body") }
}
_ = Form()
// expect: default a
// expect: default b
// expect: Note.init
// expect: default c
// expect: body
