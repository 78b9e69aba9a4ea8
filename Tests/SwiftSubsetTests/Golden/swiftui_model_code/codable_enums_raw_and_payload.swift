// Enums in Codable: raw String and Int values are written as themselves; enums with payloads as Swift 5.5 synthesizes them ({"case": {"label": value}}, "_0" for an unlabelled value).
import Foundation

enum Priority: Int, Codable { case low = 1, medium, high }
enum Status: String, Codable { case open, inProgress = "in_progress", done }
enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case point
    case tagged(String, Int)
}

struct Ticket: Codable {
    var title: String
    var priority: Priority
    var status: Status
    var shape: Shape?
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
func show<T: Encodable>(_ value: T) throws {
    print(String(data: try encoder.encode(value), encoding: .utf8)!)
}

try show(Priority.high)
try show([Status.open, .inProgress, .done])
try show(Ticket(title: "Ship", priority: .medium, status: .inProgress, shape: .circle(radius: 2)))
try show([Shape.rectangle(width: 3, height: 4.5), .point, .tagged("x", 9)])

let tasks = try JSONDecoder().decode([Ticket].self, from: Data("""
[{"title": "A", "priority": 3, "status": "done"},
 {"title": "B", "priority": 1, "status": "in_progress", "shape": {"tagged": {"_0": "y", "_1": 2}}}]
""".utf8))
for task in tasks { print(task.title, task.priority, task.status, task.status.rawValue, task.shape as Any) }

let shapes = try JSONDecoder().decode([Shape].self, from: Data(#"[{"point":{}},{"circle":{"radius":0.5}}]"#.utf8))
print(shapes)
print(shapes == [.point, .circle(radius: 0.5)])

do {
    _ = try JSONDecoder().decode(Status.self, from: Data(#""closed""#.utf8))
} catch {
    print(error)
}
do {
    _ = try JSONDecoder().decode(Priority.self, from: Data("7".utf8))
} catch {
    print(error)
}

// expect: 3
// expect: ["open","in_progress","done"]
// expect: {"priority":2,"shape":{"circle":{"radius":2}},"status":"in_progress","title":"Ship"}
// expect: [{"rectangle":{"height":4.5,"width":3}},{"point":{}},{"tagged":{"_0":"x","_1":9}}]
// expect: A high done done nil
// expect: B low inProgress in_progress Optional(main.Shape.tagged("y", 2))
// expect: [main.Shape.point, main.Shape.circle(radius: 0.5)]
// expect: true
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: Cannot initialize Status from invalid String value closed
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: Cannot initialize Priority from invalid Int value 7
