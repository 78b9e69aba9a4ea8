// Class init: subclass property defaults, then subclass body until super.init, then superclass defaults/body.
func log(_ s: String) -> Int { print(s); return 0 }
class Base {
    var baseProp = log("Base default")
    init() { print("Base.init body") }
}
class Sub: Base {
    var subProp = log("Sub default")
    override init() {
        print("Sub.init phase 1")
        super.init()
        print("Sub.init phase 2")
    }
}
_ = Sub()
// expect: Sub default
// expect: Sub.init phase 1
// expect: Base default
// expect: Base.init body
// expect: Sub.init phase 2
