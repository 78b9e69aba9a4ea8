// A generic response wrapper (Page<Item>) decoded and encoded: a generic type's properties are read as its arguments say; CodingKeys declared in an extension; property types left to inference.
import Foundation

struct Page<Element: Codable>: Codable {
    var items: [Element]
    var next: Element?
    var total: Int
}

struct Item: Codable {
    var id: Int
    var title: String
}

struct Stats: Codable {
    var score = 0.0
    var count = 0
    var label = "none"
}

struct Tag: Codable {
    var id: Int
    var name: String
}

extension Tag {
    enum CodingKeys: String, CodingKey {
        case id = "tag_id"
        case name
    }
}

let json = #"{"items": [{"id": 1, "title": "First"}, {"id": 2, "title": "Second"}], "total": 2}"#
let page = try JSONDecoder().decode(Page<Item>.self, from: Data(json.utf8))
print(page.items.map(\.title), page.next == nil, page.total)

let pages = try JSONDecoder().decode(Page<Page<Int>>.self, from: Data(#"{"items": [{"items": [7], "total": 1}], "total": 1}"#.utf8))
print(pages.items[0].items)

let stats = try JSONDecoder().decode(Stats.self, from: Data(#"{"score": 3, "count": 2, "label": "ok"}"#.utf8))
print(stats.score, stats.count, stats.label)

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(page), encoding: .utf8)!)
print(String(data: try encoder.encode(stats), encoding: .utf8)!)
print(String(data: try encoder.encode(Tag(id: 4, name: "swift")), encoding: .utf8)!)
let tag = try JSONDecoder().decode(Tag.self, from: Data(#"{"tag_id": 9, "name": "ui"}"#.utf8))
print(tag.id, tag.name)

// expect: ["First", "Second"] true 2
// expect: [7]
// expect: 3.0 2 ok
// expect: {"items":[{"id":1,"title":"First"},{"id":2,"title":"Second"}],"total":2}
// expect: {"count":2,"label":"ok","score":3}
// expect: {"name":"swift","tag_id":4}
// expect: 9 ui
