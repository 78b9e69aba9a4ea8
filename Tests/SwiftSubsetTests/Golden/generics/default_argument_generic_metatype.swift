// A default argument may name the function's generic parameter as a value (`T.self`): the call binds T from its context.
func decode<T>(_ text: String, as type: T.Type = T.self) -> T? {
    if type == Int.self { return Int(text) as? T }
    if type == String.self { return text as? T }
    return nil
}
let n: Int? = decode("42")
print(n as Any) // expect: Optional(42)
let s: String? = decode("hi")
print(s as Any) // expect: Optional("hi")
print(decode("7", as: Int.self) as Any) // expect: Optional(7)
func typeName<T>(_ value: T, _ type: T.Type = T.self) -> String { "\(type)" }
print(typeName(3), typeName("x"), typeName([1.5])) // expect: Int String Array<Double>
