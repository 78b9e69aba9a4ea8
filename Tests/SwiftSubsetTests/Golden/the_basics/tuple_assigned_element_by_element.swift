// A tuple declared without a value is given one element by element; tuple assignment swaps properties and elements.
var point: (Int, Int)
(point.0, point.1) = (1, 2)
print(point)
// expect: (1, 2)

func makeLabel() -> (id: Int, name: String) {
    var label: (id: Int, name: String)
    label.id = 7
    label.name = "seven"
    return label
}
print(makeLabel())
// expect: (id: 7, name: "seven")

struct Slot { var x = 1 }
var slot = Slot()
var values = [5, 6]
(slot.x, values[0]) = (values[0], slot.x)
print(slot.x, values)
// expect: 5 [1, 6]

var pair = (x: 1, y: 2)
(pair.x, pair.y) = (pair.y, pair.x)
print(pair)
// expect: (x: 2, y: 1)

var nested: (Int, (Int, Int))
nested.0 = 1
nested.1 = (2, 3)
(nested.1.0, nested.0) = (nested.0, nested.1.0)
print(nested)
// expect: (2, (1, 3))
