// `as?` between numeric types does not convert boxed values; initializers do.
let boxed: Any = 42
print(boxed as? Int as Any)  // expect: Optional(42)
print(boxed as? Double as Any)  // expect: nil
print(Double(boxed as! Int))  // expect: 42.0
let values: [Any] = [1, 2.5, "3", true]
let total = values.reduce(0.0) { sum, v in
    if let i = v as? Int { return sum + Double(i) }
    if let d = v as? Double { return sum + d }
    if let s = v as? String, let d = Double(s) { return sum + d }
    return sum
}
print(total)  // expect: 6.5
let literal = 7 as Double
print(literal)  // expect: 7.0
print(type(of: 3 as Any), type(of: 3.0 as Any))  // expect: Int Double
