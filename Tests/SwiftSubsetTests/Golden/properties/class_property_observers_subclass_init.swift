// Observers of an inherited property DO run when a subclass init assigns it after super.init.
class Base {
    var value = 0 { didSet { print("Base.didSet", oldValue, "->", value) } }
}
class Sub: Base {
    override init() {
        super.init()
        value = 7
    }
}
_ = Sub()  // expect: Base.didSet 0 -> 7
