// swiftc spells the element's type without sugar after "aka".
let groups: [String: [Int]] = ["a": [1, 2]]
let largest = groups.max() // expect error col 22: type 'Dictionary<String, [Int]>.Element' (aka '(key: String, value: Array<Int>)') cannot conform to 'Comparable'
print(largest as Any)
