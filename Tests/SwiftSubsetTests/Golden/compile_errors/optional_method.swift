// So does a method.
let city: String? = "Paris"
print(city.uppercased()) // expect error col 7: value of optional type 'String?' must be unwrapped to refer to member 'uppercased' of wrapped base type 'String'
