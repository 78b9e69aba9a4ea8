// A subclass initializer that never calls super.init calls the superclass's init implicitly when every one of its parameters has a default: the defaults are passed.
class Base {
    let v: Int
    let label: String
    init(v: Int = 7, label: String = "base") {
        self.v = v
        self.label = label
    }
}

class Sub: Base {
    let w: Int
    init(w: Int) {
        self.w = w
    }
}

let s = Sub(w: 2)
print(s.v, s.label, s.w)

// expect: 7 base 2
