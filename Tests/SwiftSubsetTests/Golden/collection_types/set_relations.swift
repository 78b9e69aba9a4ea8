// Subset, superset and disjointness between sets.
let pets: Set = ["cat", "dog"]
let animals: Set = ["cat", "dog", "owl", "eel"]
let birds: Set = ["owl", "kiwi"]
print(pets.isSubset(of: animals), animals.isSuperset(of: pets))  // expect: true true
print(pets.isStrictSubset(of: animals), pets.isStrictSubset(of: pets))  // expect: true false
print(pets.isDisjoint(with: birds), animals.isDisjoint(with: birds))  // expect: true false
print(animals.isSuperset(of: ["eel"]))  // expect: true
let a: Set = [3, 1, 2]
let b: Set = [2, 3, 1]
print(a == b)  // expect: true
print(type(of: a))  // expect: Set<Int>
