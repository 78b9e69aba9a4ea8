// A JSON-like tree without Codable: an indirect enum, rendering, path queries, transforms
indirect enum JSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    var rendered: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let items): return "[" + items.map(\.rendered).joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { "\"\($0.0)\":\($0.1.rendered)" }.joined(separator: ",") + "}"
        }
    }

    subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    var depth: Int {
        switch self {
        case .array(let items): return 1 + (items.map(\.depth).max() ?? 0)
        case .object(let pairs): return 1 + (pairs.map { $0.1.depth }.max() ?? 0)
        default: return 0
        }
    }

    func mapNumbers(_ f: (Double) -> Double) -> JSON {
        switch self {
        case .number(let n): return .number(f(n))
        case .array(let items): return .array(items.map { $0.mapNumbers(f) })
        case .object(let pairs): return .object(pairs.map { ($0.0, $0.1.mapNumbers(f)) })
        default: return self
        }
    }
}

import Foundation

let doc: JSON = .object([
    ("name", .string("Widget \"Pro\"")),
    ("price", .number(19.5)),
    ("stock", .number(3)),
    ("tags", .array([.string("new"), .string("sale")])),
    ("meta", .object([("active", .bool(true)), ("parent", .null)])),
])

print(doc.rendered)
print(doc["tags"]?[1]?.rendered ?? "missing")
print(doc["meta"]?["parent"] == .null, doc["meta"]?["nope"] == nil)
print(doc["tags"]?[5] as Any)
print(doc.depth, JSON.number(1).depth)
let doubled = doc.mapNumbers { $0 * 2 }
print(doubled["price"]!.rendered, doubled["stock"]!.rendered)
print(doubled == doc, doc.mapNumbers { $0 } == doc)
if case .string(let name)? = doc["name"] { print(name.count) }

// expect: {"name":"Widget \"Pro\"","price":19.5,"stock":3,"tags":["new","sale"],"meta":{"active":true,"parent":null}}
// expect: "sale"
// expect: true true
// expect: nil
// expect: 2 0
// expect: 39 6
// expect: false true
// expect: 12
