// try? turns errors into nil and does not nest optionals; try? in conditions and with ??.
enum LookupError: Error { case missing }
func find(_ key: String) throws -> Int? {
    switch key {
    case "a": return 1
    case "b": return nil
    default: throw LookupError.missing
    }
}
let a = try? find("a")
let b = try? find("b")
let c = try? find("z")
print(a as Any, b as Any, c as Any)  // expect: Optional(1) nil nil
print(type(of: a))  // expect: Optional<Int>
if let value = try? find("a") { print("found \(value)") }  // expect: found 1
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw LookupError.missing }
    return n
}
print((try? parse("9")) ?? 0, (try? parse("nine")) ?? 0)  // expect: 9 0
let all = ["1", "x", "3"].compactMap { try? parse($0) }
print(all)  // expect: [1, 3]
