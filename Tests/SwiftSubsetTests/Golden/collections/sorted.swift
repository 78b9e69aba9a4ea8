// sorted(), sorted(by:), sort() in place, and stability of equal elements.
let xs = [5, 2, 8, 1]
print(xs.sorted())  // expect: [1, 2, 5, 8]
print(xs.sorted(by: >))  // expect: [8, 5, 2, 1]
print(xs)  // expect: [5, 2, 8, 1]
var ys = xs
ys.sort()
print(ys)  // expect: [1, 2, 5, 8]
struct P { let name: String; let age: Int }
let people = [P(name: "a", age: 30), P(name: "b", age: 20), P(name: "c", age: 30), P(name: "d", age: 20)]
print(people.sorted { $0.age < $1.age }.map(\.name))  // expect: ["b", "d", "a", "c"]
print(["bb", "a", "ccc"].sorted { $0.count > $1.count })  // expect: ["ccc", "bb", "a"]
