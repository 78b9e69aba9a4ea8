// Literals take the type a generic parameter gets from the receiver or from the other arguments.
var readings: [Double] = [0.5]
readings.append(2)
readings.insert(3, at: 0)
print(readings)  // expect: [3.0, 0.5, 2.0]
struct Box<T> {
    var items: [T] = []
    mutating func add(_ item: T) { items.append(item) }
    var first: T? { items.first }
}
var box = Box<Double>()
box.add(1)
print(box.items, box.first as Any)  // expect: [1.0] Optional(1.0)
func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(pair(1, 2.5), pair("a", "b"))  // expect: [1.0, 2.5] ["a", "b"]
print(max(2, 3), min(1.5, 2), max(1, 2, 3.5))  // expect: 3 1.5 3.5
print((0...1).contains(0.5), (1..<5).contains(4), (0.0...1.0).contains(1))  // expect: true true true
let xs = [4, 7, 10]
print(xs.contains(7), xs.contains { $0 > 8 })  // expect: true true
var handlers: [() -> Int] = []
handlers.append { 42 }
print(handlers[0]())  // expect: 42
let mixed = [[1, 2], [2.5]]
print(mixed)  // expect: [[1.0, 2.0], [2.5]]
let scale = true ? 2 : 0.5
print(scale * 3)  // expect: 6.0
