// Set membership, insert results and set algebra (printed sorted).
var s: Set = [1, 2, 3]
print(s.contains(2))  // expect: true
print(s.insert(2).inserted, s.insert(4).inserted)  // expect: false true
print(s.count)  // expect: 4
let other: Set = [3, 4, 5]
print(s.intersection(other).sorted())  // expect: [3, 4]
print(s.union(other).sorted())  // expect: [1, 2, 3, 4, 5]
print(s.subtracting(other).sorted())  // expect: [1, 2]
print(Set([1, 1, 1]).count)  // expect: 1
