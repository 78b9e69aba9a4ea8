// Set algebra: union, intersection, differences, printed sorted to stay deterministic.
let odd: Set = [1, 3, 5, 7, 9]
let prime: Set = [2, 3, 5, 7]
print(odd.union(prime).sorted())  // expect: [1, 2, 3, 5, 7, 9]
print(odd.intersection(prime).sorted())  // expect: [3, 5, 7]
print(odd.subtracting(prime).sorted())  // expect: [1, 9]
print(odd.symmetricDifference(prime).sorted())  // expect: [1, 2, 9]
var seen: Set<String> = ["swift"]
seen.formUnion(["kotlin", "swift", "rust"])
print(seen.count, seen.contains("rust"))  // expect: 3 true
seen.subtract(["kotlin"])
print(seen.sorted())  // expect: ["rust", "swift"]
seen.formIntersection(["swift", "go"])
print(seen)  // expect: ["swift"]
