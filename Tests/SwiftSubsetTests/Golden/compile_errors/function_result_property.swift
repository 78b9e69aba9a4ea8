// A struct returned by a function is a temporary: its properties cannot be set.
struct Point { var x = 0, y = 0 }
func makePoint() -> Point { Point() }
makePoint().x = 3 // expect error col 13: cannot assign to property: 'makePoint' returns immutable value
