// Two sets with the same members are equal whatever order built them (difffuzz run 10, set statements).
let set4: Set<String> = ["fox", "bee", "dog", "dog"]
print(set4.count, set4 == Set(set4.sorted().reversed()))
// expect: 3 true
print(Set([3, 1, 2]) == Set([1, 2, 3]))
// expect: true
