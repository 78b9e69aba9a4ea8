// zip with a one-sided range numbers a list: the range counts on only as
// far as the list goes. partition(by:) moves the matching elements to the
// end, in the standard library's order, and says where they start.
let podium = ["Ada", "Lin", "Kim"]
for (place, name) in zip(1..., podium) {
    print("\(place). \(name)")
}
// expect: 1. Ada
// expect: 2. Lin
// expect: 3. Kim
let tickets = zip(podium, 100...).map { "\($0)-\($1)" }
print(tickets)  // expect: ["Ada-100", "Lin-101", "Kim-102"]
print(Array(zip(0..., [String]())).count)  // expect: 0

var readings = [12, 48, 7, 33, 51, 3]
let firstHigh = readings.partition { $0 > 30 }
print(firstHigh, readings)  // expect: 3 [12, 3, 7, 33, 51, 48]
print(readings[..<firstHigh].allSatisfy { $0 <= 30 }, readings[firstHigh...].allSatisfy { $0 > 30 })  // expect: true true
var none = [1, 2]
print(none.partition { $0 > 5 }, none)  // expect: 2 [1, 2]

// Made lazy, a one-sided range is read only as far as it is asked for.
let firstSquares = (1...).lazy.map { $0 * $0 }.filter { $0 % 2 == 1 }.prefix(3)
print(Array(firstSquares))  // expect: [1, 9, 25]
print((20...).lazy.first { $0 % 7 == 0 } ?? -1)  // expect: 21
