// The same model as a struct and as a class behaves differently when passed around.
struct ScoreValue { var points = 0 }
final class ScoreObject { var points = 0 }
func award(_ s: ScoreValue) -> ScoreValue {
    var copy = s
    copy.points += 10
    return copy
}
func award(_ s: ScoreObject) { s.points += 10 }
let v = ScoreValue()
let awarded = award(v)
print(v.points, awarded.points)  // expect: 0 10
let o = ScoreObject()
award(o)
award(o)
print(o.points)  // expect: 20
var values = Array(repeating: ScoreValue(), count: 2)
values[0].points = 1
print(values.map(\.points))  // expect: [1, 0]
let objects = Array(repeating: ScoreObject(), count: 2)
objects[0].points = 1
print(objects.map(\.points))  // expect: [1, 1]
