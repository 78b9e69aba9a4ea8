// A member of an optional needs `?.` or an unwrap.
let middleName: String? = "Lee"
print(middleName.count) // expect error col 7: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'
