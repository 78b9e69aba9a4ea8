// A Decodable enum with associated values written by hand, as tutorials' model layers tag them ({"type": "circle", "radius": 2}): the tag picks the case, an unknown tag is a dataCorruptedError at the tag's key, a missing payload a keyNotFound; the enum also encodes itself the same way.
import Foundation

enum Shape: Codable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case point

    enum CodingKeys: String, CodingKey { case type, radius, width, height }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "circle": self = .circle(radius: try c.decode(Double.self, forKey: .radius))
        case "rect": self = .rect(width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
        case "point": self = .point
        case let other: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown shape \(other)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .circle(let radius):
            try c.encode("circle", forKey: .type)
            try c.encode(radius, forKey: .radius)
        case .rect(let width, let height):
            try c.encode("rect", forKey: .type)
            try c.encode(width, forKey: .width)
            try c.encode(height, forKey: .height)
        case .point:
            try c.encode("point", forKey: .type)
        }
    }

    var area: Double {
        switch self {
        case .circle(let r): return 3 * r * r
        case .rect(let w, let h): return w * h
        case .point: return 0
        }
    }
}

struct Drawing: Codable {
    var title: String
    var shapes: [Shape]
}

let json = #"{"title":"plan","shapes":[{"type":"circle","radius":2},{"type":"rect","width":1.5,"height":3},{"type":"point"}]}"#
let drawing = try JSONDecoder().decode(Drawing.self, from: Data(json.utf8))
print(drawing.title, drawing.shapes)
print(drawing.shapes.map(\.area))
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(drawing), encoding: .utf8)!)
for bad in [#"{"type":"star"}"#, #"{"type":"circle"}"#, #"{"radius":1}"#] {
    do {
        _ = try JSONDecoder().decode(Shape.self, from: Data(bad.utf8))
    } catch let DecodingError.dataCorrupted(context) {
        print("corrupted:", context.codingPath.map(\.stringValue), context.debugDescription)
    } catch {
        print(error)
    }
}

// expect: plan [main.Shape.circle(radius: 2.0), main.Shape.rect(width: 1.5, height: 3.0), main.Shape.point]
// expect: [12.0, 4.5, 0.0]
// expect: {"shapes":[{"radius":2,"type":"circle"},{"height":3,"type":"rect","width":1.5},{"type":"point"}],"title":"plan"}
// expect: corrupted: ["type"] unknown shape star
// expect: DecodingError.keyNotFound: Key 'radius' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "radius", intValue: nil) ("radius").
// expect: DecodingError.keyNotFound: Key 'type' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "type", intValue: nil) ("type").
