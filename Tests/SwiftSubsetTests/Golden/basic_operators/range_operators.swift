// Closed, half-open and one-sided ranges, on integers, doubles and strings.
let names = ["Anna", "Brian", "Carla", "Dev", "Eli"]
print(names[1...3])  // expect: ["Brian", "Carla", "Dev"]
print(names[..<2])  // expect: ["Anna", "Brian"]
print(names[3...])  // expect: ["Dev", "Eli"]
let healthy = 18.5..<25.0
print(healthy.contains(22.1), healthy.contains(25.0))  // expect: true false
let percent = 0.0...1.0
print(percent.contains(1.0))  // expect: true
print((1...10).clamped(to: 3...5))  // expect: 3...5
print((0..<5).overlaps(4..<8), (0..<5).overlaps(5..<8))  // expect: true false
let initials = "a"..."m"
print(initials.contains("f"), initials.contains("q"))  // expect: true false
let atLeastTen = 10...
print(atLeastTen.contains(11), atLeastTen.contains(9))  // expect: true false
print(5.clamped01())  // expect: 1

extension Int {
    func clamped01() -> Int { Swift.min(Swift.max(self, 0), 1) }
}
