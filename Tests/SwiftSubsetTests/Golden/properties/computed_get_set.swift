// Computed properties with get and set (including the implicit newValue).
struct Square {
    var side = 1.0
    var area: Double {
        get { side * side }
        set { side = newValue / side }
    }
    var perimeter: Double {
        get { side * 4 }
        set(p) { side = p / 4 }
    }
}
var s = Square(side: 2)
print(s.area)  // expect: 4.0
s.perimeter = 20
print(s.side, s.area)  // expect: 5.0 25.0
s.area = 10
print(s.side)  // expect: 2.0
