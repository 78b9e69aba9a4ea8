// for-case loops filter by pattern: optionals, enum cases and tuples.
let answers: [Int?] = [3, nil, 7, nil, 1]
var present: [Int] = []
for case let value? in answers { present.append(value) }
print(present)  // expect: [3, 7, 1]
enum Event { case tap(x: Int), scroll(Int), close }
let events: [Event] = [.tap(x: 4), .scroll(10), .tap(x: 9), .close]
for case .tap(let x) in events where x > 5 { print("tap at \(x)") }  // expect: tap at 9
var scrolled = 0
for case let .scroll(amount) in events { scrolled += amount }
print(scrolled)  // expect: 10
let points = [(0, 1), (2, 0), (3, 3)]
for case (let x, 0) in points { print("on x-axis: \(x)") }  // expect: on x-axis: 2
if case .tap(let x) = events[0], x < 5 { print("first tap is near") }  // expect: first tap is near
