// The same sort written with every closure shorthand, down to an operator.
let cities = ["Lyon", "Nice", "Paris", "Brest"]
print(cities.sorted(by: { (a: String, b: String) -> Bool in return a > b }))  // expect: ["Paris", "Nice", "Lyon", "Brest"]
print(cities.sorted(by: { a, b in a > b }))  // expect: ["Paris", "Nice", "Lyon", "Brest"]
print(cities.sorted { $0 > $1 })  // expect: ["Paris", "Nice", "Lyon", "Brest"]
print(cities.sorted(by: >))  // expect: ["Paris", "Nice", "Lyon", "Brest"]
print(cities.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count })  // expect: ["Lyon", "Nice", "Brest", "Paris"]
