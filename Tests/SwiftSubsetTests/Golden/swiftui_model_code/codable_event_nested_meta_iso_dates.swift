// A probe written as model code is written (session 29): kept because
// StateLab printed what swiftc prints; the expectations are swiftc's output.
import Foundation
struct Event: Codable {
    var title: String
    var start: Date
    var tags: [String]
    init(title: String, start: Date, tags: [String]) { self.title = title; self.start = start; self.tags = tags }
    enum CodingKeys: String, CodingKey { case title, start, meta }
    enum MetaKeys: String, CodingKey { case tags }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        start = try c.decode(Date.self, forKey: .start)
        let meta = try c.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        tags = try meta.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encode(start, forKey: .start)
        var meta = c.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encode(tags, forKey: .tags)
    }
}
let e = Event(title: "Launch", start: Date(timeIntervalSince1970: 86400), tags: ["a", "b"])
let enc = JSONEncoder()
enc.dateEncodingStrategy = .iso8601
enc.outputFormatting = .sortedKeys
let data = try enc.encode(e)
print(String(decoding: data, as: UTF8.self))
let dec = JSONDecoder()
dec.dateDecodingStrategy = .iso8601
let back = try dec.decode(Event.self, from: data)
print(back.title, back.tags, back.start.timeIntervalSince1970)
// expect: {"meta":{"tags":["a","b"]},"start":"1970-01-02T00:00:00Z","title":"Launch"}
// expect: Launch ["a", "b"] 86400.0
