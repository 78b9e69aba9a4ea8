// Metatypes of compound types print their full names: arrays, dictionaries, optionals, tuples, generic types
struct Box<T> { var value: T }
print([String].self, [Int: String].self, Int?.self, (Int, String).self, Set<Int>.self)
let types: [Any.Type] = [[String].self, Int.self, Box<Int>.self, [Double?].self]
print(types.map { "\($0)" })
print(types.map { String(describing: $0) })
print(type(of: [1, 2]), type(of: ["a": 1]), type(of: Optional(3)), type(of: Box(value: "x")))
let missing: Int? = nil
print(type(of: missing), type(of: Optional(7) as Any))
func name<T>(of _: T.Type) -> String { "\(T.self)" }
print(name(of: [Int].self), name(of: Int.self))

// expect: Array<String> Dictionary<Int, String> Optional<Int> (Int, String) Set<Int>
// expect: ["Array<String>", "Int", "Box<Int>", "Array<Optional<Double>>"]
// expect: ["Array<String>", "Int", "Box<Int>", "Array<Optional<Double>>"]
// expect: Array<Int> Dictionary<String, Int> Optional<Int> Box<String>
// expect: Optional<Int> Optional<Int>
// expect: Array<Int> Int
