// A subclass init without an explicit super.init() calls it implicitly at the end.
class Base {
    init() { print("Base.init") }
}
class Sub: Base {
    let tag: String
    override init() {
        tag = "s"
        print("Sub.init body")
    }
}
_ = Sub()
// expect: Sub.init body
// expect: Base.init
