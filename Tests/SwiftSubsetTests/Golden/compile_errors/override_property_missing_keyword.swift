// A computed property replacing the superclass's needs `override` too.
class Shape {
    var sides: Int { 0 }
}
class Triangle: Shape {
    var sides: Int { 3 } // expect error col 9: overriding declaration requires an 'override' keyword
}
print(Triangle().sides)
