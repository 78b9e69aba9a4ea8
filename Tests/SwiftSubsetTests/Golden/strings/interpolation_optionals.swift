// Interpolating an Optional shows Optional(...) or nil.
let some: Int? = 5
let none: String? = nil
let word: String? = "hi"
print("value: \(some)")  // expect: value: Optional(5)
print("value: \(none)")  // expect: value: nil
print("value: \(word)")  // expect: value: Optional("hi")
print("value: \(some ?? 0)")  // expect: value: 5
print("value: \(String(describing: word))")  // expect: value: Optional("hi")
print("value: \(word!)")  // expect: value: hi
