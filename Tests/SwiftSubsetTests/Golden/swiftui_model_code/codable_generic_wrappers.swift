// Generic wrappers a model layer writes around Codable: a lossy array whose init(from:) decodes its Element parameter and steps over a bad element with an empty Decodable (which reads any value), a Box whose init(from:) and encode(to:) hand the same coder to T(from:) and value.encode(to:) (synthesized ones), and a generic response envelope.
import Foundation

struct Skip: Decodable {}
struct Lossy<Element: Decodable>: Decodable {
    var elements: [Element]
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        var out: [Element] = []
        while !c.isAtEnd {
            if let v = try? c.decode(Element.self) { out.append(v) } else { _ = try? c.decode(Skip.self); print("skipped at", c.currentIndex) }
        }
        elements = out
    }
}
struct Tag: Codable { var name: String }
let l = try JSONDecoder().decode(Lossy<Tag>.self, from: Data(#"[{"name":"a"},{"nom":"b"},{"name":"c"}]"#.utf8))
print(l.elements.map(\.name))
let ints = try JSONDecoder().decode(Lossy<Int>.self, from: Data(#"[1,"two",3]"#.utf8))
print(ints.elements)

struct Box<T: Codable>: Codable {
    var value: T
    init(_ v: T) { value = v }
    init(from decoder: Decoder) throws {
        value = try T(from: decoder)
    }
    func encode(to encoder: Encoder) throws {
        try value.encode(to: encoder)
    }
}
let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
print(String(data: try enc.encode(Box(Tag(name: "x"))), encoding: .utf8)!)
print(String(data: try enc.encode([Box(1), Box(2)]), encoding: .utf8)!)
print(try JSONDecoder().decode(Box<Tag>.self, from: Data(#"{"name":"y"}"#.utf8)).value.name)
print(try JSONDecoder().decode(Box<String>.self, from: Data(#""s""#.utf8)).value)
struct Envelope<Payload: Decodable>: Decodable {
    let status: String
    let data: Payload?
    let errors: [String]?
}
let env = try JSONDecoder().decode(Envelope<[Tag]>.self, from: Data(#"{"status":"ok","data":[{"name":"q"}]}"#.utf8))
print(env.status, env.data?.map(\.name) ?? [], env.errors ?? [])

// expect: skipped at 2
// expect: ["a", "c"]
// expect: skipped at 2
// expect: [1, 3]
// expect: {"name":"x"}
// expect: [1,2]
// expect: y
// expect: s
// expect: ok ["q"] []
