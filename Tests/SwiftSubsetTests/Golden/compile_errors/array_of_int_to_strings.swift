// An [Int] is not a [String].
let ids = [1, 2, 3]
let labels: [String] = ids // expect error col 24: cannot assign value of type '[Int]' to type '[String]'
print(labels)
