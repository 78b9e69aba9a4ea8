// The memberwise initializer has no parameter for a computed property.
struct Circle {
    var radius: Double
    var area: Double { radius * radius * 3.14 }
}
let c = Circle(radius: 2, area: 12.56) // expect error col 33: extra argument 'area' in call
print(c.area)
