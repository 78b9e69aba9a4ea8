// A custom infix operator and operator overloading on a struct.
struct Vec: Equatable { var x: Int; var y: Int }
func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
infix operator **: MultiplicationPrecedence
func ** (base: Int, exp: Int) -> Int { (0..<exp).reduce(1) { acc, _ in acc * base } }
print(Vec(x: 1, y: 2) + Vec(x: 10, y: 20))  // expect: Vec(x: 11, y: 22)
print(2 ** 10)  // expect: 1024
print(1 + 2 ** 3)  // expect: 9
print(Vec(x: 1, y: 1) == Vec(x: 1, y: 1))  // expect: true
