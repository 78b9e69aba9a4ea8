// A computed property with only a getter cannot be assigned.
struct Rectangle {
    var width = 2.0
    var height = 3.0
    var area: Double { width * height }
}
var rect = Rectangle()
rect.area = 10 // expect error col 6: cannot assign to property: 'area' is a get-only property
print(rect.area)
