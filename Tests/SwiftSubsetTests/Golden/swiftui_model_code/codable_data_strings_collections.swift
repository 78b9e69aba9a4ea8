// Data and String: Data(text.utf8), text.data(using: .utf8), String(data:encoding:), String(decoding:as:); top-level values, dictionaries with String and Int keys, sets, numbers and escapes as JSONEncoder writes them; how Data, URL and UUID print.
import Foundation

let text = "héllo"
let bytes = Data(text.utf8)
print(bytes, bytes.count, Array(bytes))
let same = text.data(using: .utf8)!
print(same == bytes, same.isEmpty, Data().isEmpty)
print(String(data: bytes, encoding: .utf8) ?? "invalid")
print(String(decoding: bytes, as: UTF8.self))
print(String(data: Data([0xFF, 0xFE]), encoding: .utf8) ?? "not UTF-8")

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
func json<T: Encodable>(_ value: T) -> String {
    String(data: try! encoder.encode(value), encoding: .utf8)!
}
print(json(42))
print(json("a \"quoted\" /path/ with\ttab and é"))
print(json([0.1, 1e20, -0.0, 100, 1.0 / 3, 2.5e-8]))
print(json(["b": 2, "a": 1, "c": 3]))
print(json([3: "three", 1: "one"]))
print(json(Set([7])))
print(json([nil, 1] as [Int?]))
print(json(Optional<Int>.none))
print(json([[String]]()))
print(json(true))

let numbers = try JSONDecoder().decode([Double].self, from: Data("[1, 2.5, -3e2]".utf8))
print(numbers)
let ints = try JSONDecoder().decode([Int].self, from: Data("[1, 2, 1e2, -0]".utf8))
print(ints)
let lookup = try JSONDecoder().decode([Int: String].self, from: Data(#"{"5": "five"}"#.utf8))
print(lookup)
let nested = try JSONDecoder().decode([String: [Int]].self, from: Data(#"{"odd": [1, 3, 5]}"#.utf8))
print(nested)
let tags = try JSONDecoder().decode(Set<String>.self, from: Data(#"["swift"]"#.utf8))
print(tags)
let small = try JSONDecoder().decode([UInt8].self, from: Data("[0, 255]".utf8))
print(small)
print(try JSONDecoder().decode(String?.self, from: Data("null".utf8)) as Any)
print(try JSONDecoder().decode([Int].self, from: Data("[1, 2, ]".utf8)))

encoder.outputFormatting = .prettyPrinted
print(String(data: try encoder.encode(["empty": [Int]()]), encoding: .utf8)!)

let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
let link = URL(string: "https://example.com/a")!
print(id.description, link.description, bytes.description)
print([link], [bytes], "\(id)")
print(type(of: encoder), type(of: bytes), type(of: link))

// expect: 6 bytes 6 [104, 195, 169, 108, 108, 111]
// expect: true false true
// expect: héllo
// expect: héllo
// expect: not UTF-8
// expect: 42
// expect: "a \"quoted\" \/path\/ with\ttab and é"
// expect: [0.1,1e+20,-0,100,0.3333333333333333,2.5e-08]
// expect: {"a":1,"b":2,"c":3}
// expect: {"1":"one","3":"three"}
// expect: [7]
// expect: [null,1]
// expect: null
// expect: []
// expect: true
// expect: [1.0, 2.5, -300.0]
// expect: [1, 2, 100, 0]
// expect: [5: "five"]
// expect: ["odd": [1, 3, 5]]
// expect: ["swift"]
// expect: [0, 255]
// expect: nil
// expect: [1, 2]
// expect: {
// expect:   "empty" : [
// expect:
// expect:   ]
// expect: }
// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F https://example.com/a 6 bytes
// expect: [https://example.com/a] [6 bytes] E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: JSONEncoder Data URL
