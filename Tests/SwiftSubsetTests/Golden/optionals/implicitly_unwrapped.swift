// Implicitly unwrapped optionals unwrap when used as the underlying type.
var name: String! = "Kay"
let upper: String = name.uppercased()
print(upper)  // expect: KAY
let copy = name
print(copy as Any)  // expect: Optional("Kay")
name = nil
print(name == nil)  // expect: true
