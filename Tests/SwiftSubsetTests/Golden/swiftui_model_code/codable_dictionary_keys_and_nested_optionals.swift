// Dictionaries whose keys are not String or Int are coded as swiftc codes them, as a flat array of keys and values (an empty one too, as its static type says); Int keys are strings in an object, and a key that is not a number is a typeMismatch in Swift's words; a property of type String?? writes null for .some(nil) and reads null as nil.
import Foundation

enum Day: String, Codable, Hashable { case mon, tue }
enum Level: Int, Codable, Hashable { case low = 1, high = 2 }
struct Slot: Codable, Hashable { var hour: Int }

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
func show<T: Encodable>(_ value: T) throws {
    print(String(data: try encoder.encode(value), encoding: .utf8)!)
}

try show([Day.mon: 1])
try show([Level.low: "a"])
try show([Slot(hour: 9): true])
try show([1: "one"])
try show([2.5: "x"])
try show(["a": [1: 2]])
let days = try JSONDecoder().decode([Day: Int].self, from: Data(#"["mon", 1, "tue", 2]"#.utf8))
print(days[.mon]!, days[.tue]!)
print(try JSONDecoder().decode([Level: String].self, from: Data(#"[2, "hi"]"#.utf8)))
print(try JSONDecoder().decode([Int: String].self, from: Data(#"{"7": "seven"}"#.utf8)))
do {
    _ = try JSONDecoder().decode([Day: Int].self, from: Data(#"{"mon": 1}"#.utf8))
} catch {
    print(error)
}
do {
    _ = try JSONDecoder().decode([Int: Int].self, from: Data(#"{"x": 1}"#.utf8))
} catch {
    print(error)
}

struct Schedule: Codable {
    var slots: [Day: [String]]
    var byHour: [Slot: String] = [:]
    var note: String??
    var limit: Int?
}

try show(Schedule(slots: [.tue: ["a"]], note: .some(nil), limit: nil))
try show(Schedule(slots: [:], note: "hi", limit: 4))
let schedule = try JSONDecoder().decode(Schedule.self, from: Data(#"{"slots":["mon",["x","y"]],"byHour":[],"note":null}"#.utf8))
print(schedule.slots, schedule.byHour.count, schedule.note as Any, schedule.limit as Any)
try show([nil, 3] as [Int?])
try show([[1, nil], nil] as [[Int?]?])
print(try JSONDecoder().decode([Int?].self, from: Data("[1,null]".utf8)))

// expect: ["mon",1]
// expect: [1,"a"]
// expect: [{"hour":9},true]
// expect: {"1":"one"}
// expect: [2.5,"x"]
// expect: {"a":{"1":2}}
// expect: 1 2
// expect: [main.Level.high: "hi"]
// expect: [7: "seven"]
// expect: DecodingError.typeMismatch: expected value of type Array<Any>. Debug description: Expected to decode Array<Any> but found a dictionary instead.
// expect: DecodingError.typeMismatch: expected value of type Int. Path: x. Debug description: Expected Int key but found String key instead.
// expect: {"byHour":[],"note":null,"slots":["tue",["a"]]}
// expect: {"byHour":[],"limit":4,"note":"hi","slots":[]}
// expect: [main.Day.mon: ["x", "y"]] 0 nil nil
// expect: [null,3]
// expect: [[1,null],null]
// expect: [Optional(1), nil]
