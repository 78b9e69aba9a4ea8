// A type's own init(from:) and encode(to:): keyed containers (decode, decodeIfPresent, contains, allKeys, nested containers), unkeyed and single-value containers.
import Foundation

struct Point: Codable {
    var x: Int
    var y: Int
    init(x: Int, y: Int) { self.x = x; self.y = y }
    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        print("point has", container.count ?? -1, "numbers")
        x = try container.decode(Int.self)
        y = try container.decode(Int.self)
        print("at end:", container.isAtEnd, container.currentIndex)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}

struct Celsius: Codable {
    var degrees: Double
    init(_ degrees: Double) { self.degrees = degrees }
    init(from decoder: Decoder) throws {
        degrees = try decoder.singleValueContainer().decode(Double.self)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(degrees)
    }
}

struct Reading: Codable {
    let station: String
    let temperature: Celsius
    let location: Point
    let notes: [String]
    let createdAt: Int

    enum CodingKeys: String, CodingKey { case station = "station_name", temperature, location, notes, meta }
    enum MetaKeys: String, CodingKey { case created }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        station = try container.decode(String.self, forKey: .station)
        temperature = try container.decode(Celsius.self, forKey: .temperature)
        location = try container.decode(Point.self, forKey: .location)
        notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        createdAt = try meta.decode(Int.self, forKey: .created)
        print("has notes:", container.contains(.notes), "keys:", container.allKeys.count)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(station, forKey: .station)
        try container.encode(temperature, forKey: .temperature)
        try container.encode(location, forKey: .location)
        var meta = container.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encode(createdAt, forKey: .created)
        var list = container.nestedUnkeyedContainer(forKey: .notes)
        for note in notes { try list.encode(note.uppercased()) }
    }
}

let json = #"{"station_name": "Blindern", "temperature": 21.5, "location": [10, 59], "meta": {"created": 1700}}"#
let reading = try JSONDecoder().decode(Reading.self, from: Data(json.utf8))
print(reading.station, reading.temperature.degrees, reading.location.x, reading.location.y, reading.notes, reading.createdAt)

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(data: try encoder.encode(reading), encoding: .utf8)!)

do {
    _ = try JSONDecoder().decode(Reading.self, from: Data(#"{"station_name": "X", "temperature": 1, "location": [1]}"#.utf8))
} catch {
    print(error)
}
do {
    _ = try JSONDecoder().decode(Celsius.self, from: Data(#""warm""#.utf8))
} catch {
    print(error)
}

struct Wrapper: Decodable {
    let values: [Int]
    enum CodingKeys: CodingKey { case values }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let values = try? container.decode([Int].self, forKey: .values) else {
            throw DecodingError.dataCorruptedError(forKey: .values, in: container, debugDescription: "values must be numbers")
        }
        self.values = values
    }
}
do {
    _ = try JSONDecoder().decode(Wrapper.self, from: Data(#"{"values": "none"}"#.utf8))
} catch {
    print(error)
}
print(try JSONDecoder().decode(Wrapper.self, from: Data(#"{"values": [1, 2]}"#.utf8)).values)

// expect: point has 2 numbers
// expect: at end: true 2
// expect: has notes: false keys: 4
// expect: Blindern 21.5 10 59 [] 1700
// expect: {
// expect:   "location" : [
// expect:     10,
// expect:     59
// expect:   ],
// expect:   "meta" : {
// expect:     "created" : 1700
// expect:   },
// expect:   "notes" : [
// expect:
// expect:   ],
// expect:   "station_name" : "Blindern",
// expect:   "temperature" : 21.5
// expect: }
// expect: point has 1 numbers
// expect: DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: location[1]. Debug description: Unkeyed container is at end.
// expect: DecodingError.typeMismatch: expected value of type Double. Debug description: Expected to decode Double but found a string instead.
// expect: DecodingError.dataCorrupted: Data was corrupted. Path: values. Debug description: values must be numbers
// expect: [1, 2]
