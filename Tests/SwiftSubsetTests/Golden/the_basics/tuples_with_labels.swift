// Tuple labels stay attached: in declarations, returns, mutation and printing.
var point = (x: 1, y: 2)
point.x += 2
print(point)  // expect: (x: 3, y: 2)
print(point.0, point.y)  // expect: 3 2

func bounds(of values: [Int]) -> (min: Int, max: Int)? {
    guard var low = values.first else { return nil }
    var high = low
    for v in values {
        if v < low { low = v }
        if v > high { high = v }
    }
    return (low, high)
}
if let b = bounds(of: [4, -2, 9, 3]) {
    print("min \(b.min), max \(b.max)")  // expect: min -2, max 9
    print(b)  // expect: (min: -2, max: 9)
}
print(bounds(of: []) as Any)  // expect: nil

let (code, message) = (404, "Not Found")
print(code, message)  // expect: 404 Not Found
let nested = (name: "box", size: (w: 2, h: 3))
print(nested.size.h)  // expect: 3
print(nested)  // expect: (name: "box", size: (w: 2, h: 3))
