// Slices keep their base's indices through searching; joined(separator:) on arrays; lazy compactMap and contains(where:) stop early.
let temperatures = [3, 9, 14, 21, 8, 17]
let warm = temperatures.drop(while: { $0 < 10 })
print(warm, warm.startIndex, warm.endIndex)  // expect: [14, 21, 8, 17] 2 6
print(warm.lastIndex(where: { $0 > 15 })!)  // expect: 5
print(warm.firstIndex(of: 8)!, warm[4])  // expect: 4 8
print(warm.prefix(upTo: 4), warm.suffix(from: 4))  // expect: [14, 21] [8, 17]
print(temperatures.dropLast(4) == [3, 9])  // expect: true
let rows = [[1, 2], [3], [4, 5]]
print(Array(rows.joined(separator: [0])))  // expect: [1, 2, 0, 3, 0, 4, 5]
var parsed = 0
let numbers = ["4", "x", "15", "16"].lazy.compactMap { text -> Int? in
    parsed += 1
    return Int(text)
}
print(numbers.contains(where: { $0 > 10 }), parsed)  // expect: true 3
var seen = 0
let firstOdd = (1...100).lazy.filter { n in seen += 1; return n % 2 == 1 }.first
print(firstOdd!, seen)  // expect: 1 1
var a = "left", b = "right"
swap(&a, &b)
print(a, b)  // expect: right left
print("[\(temperatures.count(where: { $0 > 10 }))]")  // expect: [3]
