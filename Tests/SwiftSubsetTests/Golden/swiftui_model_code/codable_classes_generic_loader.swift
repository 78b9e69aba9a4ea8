// Codable classes (a key CodingKeys leaves out keeps its default; one it names must be there, default or not), a generic load<T: Decodable> helper whose T comes from the result's type (and one given T.self), and try? for JSON that does not fit.
import Foundation

final class Preferences: Codable {
    var volume: Int = 5
    var theme: String = "light"
    var recentFiles: [String] = []
    var lastUser: String?

    init() {}

    enum CodingKeys: String, CodingKey { case volume, theme, recentFiles = "recent" }
}

func load<T: Decodable>(_ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

func decode<T: Decodable>(_ json: String, as type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
}

struct Landmark: Codable, Identifiable {
    var id: Int
    var name: String
    var coordinates: Coordinates
    var category: Category

    struct Coordinates: Codable { var latitude: Double; var longitude: Double }
    enum Category: String, Codable, CaseIterable { case lakes = "Lakes", rivers = "Rivers", mountains = "Mountains" }
}

let preferences: Preferences = try load(#"{"volume": 9, "theme": "sepia", "recent": ["a.txt"], "lastUser": "ann"}"#)
print(preferences.volume, preferences.theme, preferences.recentFiles, preferences.lastUser ?? "nobody")

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
preferences.theme = "dark"
print(String(data: try encoder.encode(preferences), encoding: .utf8)!)

let landmarks: [Landmark] = try load("""
[
    {"id": 1001, "name": "Turtle Rock", "category": "Rivers", "coordinates": {"latitude": 34.011286, "longitude": -116.166868}},
    {"id": 1002, "name": "Silver Salmon Creek", "category": "Lakes", "coordinates": {"latitude": 59.980167, "longitude": -152.665167}}
]
""")
for landmark in landmarks {
    print(landmark.id, landmark.name, landmark.category, landmark.coordinates.latitude)
}
print(landmarks.map(\.category.rawValue))
print(type(of: landmarks))

let counts = try decode(#"{"lakes": 2}"#, as: [String: Int].self)
print(counts)

let broken: Landmark? = try? load(#"{"id": 1, "name": "No coordinates"}"#)
print(broken == nil)
do {
    let _: Preferences = try load(#"{"volume": 1}"#)
} catch {
    print(error)
}
let lenient = try? decode(#"[1, 2, 3]"#, as: [Int].self)
print(lenient ?? [])

// expect: 9 sepia ["a.txt"] nobody
// expect: {"recent":["a.txt"],"theme":"dark","volume":9}
// expect: 1001 Turtle Rock rivers 34.011286
// expect: 1002 Silver Salmon Creek lakes 59.980167
// expect: ["Rivers", "Lakes"]
// expect: Array<Landmark>
// expect: ["lakes": 2]
// expect: true
// expect: DecodingError.keyNotFound: Key 'theme' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "theme", intValue: nil) ("theme").
// expect: [1, 2, 3]
