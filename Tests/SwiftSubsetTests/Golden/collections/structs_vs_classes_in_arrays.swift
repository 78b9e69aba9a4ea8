// An array of structs copies elements; an array of classes shares instances.
struct SPoint { var x: Int }
final class CPoint { var x: Int; init(x: Int) { self.x = x } }
var s1 = [SPoint(x: 1)]
var s2 = s1
s2[0].x = 99
print(s1[0].x, s2[0].x)  // expect: 1 99
let c1 = [CPoint(x: 1)]
let c2 = c1
c2[0].x = 99
print(c1[0].x, c2[0].x)  // expect: 99 99
var element = s1[0]
element.x = 5
print(s1[0].x)  // expect: 1
let ref = c1[0]
ref.x = 5
print(c1[0].x)  // expect: 5
