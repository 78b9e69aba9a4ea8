// Optionals print as Optional(value) or nil, also inside collections.
let a: Int? = 3
let b: Int? = nil
let s: String? = "hi"
print(a)  // expect: Optional(3)
print(b)  // expect: nil
print(s)  // expect: Optional("hi")
print([1, nil, 3] as [Int?])  // expect: [Optional(1), nil, Optional(3)]
let nested: Int?? = 5
print(nested)  // expect: Optional(Optional(5))
print(a!)  // expect: 3
