// Array and dictionary equality compare contents.
print([1, 2] == [1, 2], [1, 2] == [2, 1])  // expect: true false
print(["a": 1, "b": 2] == ["b": 2, "a": 1])  // expect: true
print([[1], [2]] == [[1], [2]])  // expect: true
let a: [Int?] = [1, nil]
print(a == [1, nil])  // expect: true
print([Int]() == [])  // expect: true
