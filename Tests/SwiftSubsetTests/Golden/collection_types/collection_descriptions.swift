// description and debugDescription of collections match print's rendering.
let numbers = [1, 2, 3]
print(numbers.description)  // expect: [1, 2, 3]
let words = ["a", "b"]
print(words.description, words.debugDescription)  // expect: ["a", "b"] ["a", "b"]
let single = ["k": 1]
print(single.description)  // expect: ["k": 1]
let maybe: [Int?] = [1, nil]
print(maybe.description)  // expect: [Optional(1), nil]
let empty: [String: Int] = [:]
print(empty, [Int]().description)  // expect: [:] []
let label = "values: " + numbers.description
print(label)  // expect: values: [1, 2, 3]
print(String(describing: Set([5])))  // expect: [5]
