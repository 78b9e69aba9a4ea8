// A restaurant menu decoded from JSON: nested Codable structs, an enum with a String raw value, optional fields that may be missing or null, and a re-encoding with sorted keys.
import Foundation

struct Menu: Codable {
    struct Item: Codable {
        enum Course: String, Codable {
            case starter, main, dessert
        }
        struct Nutrition: Codable {
            let calories: Int
            let vegan: Bool?
        }
        let name: String
        let course: Course
        let price: Double
        let nutrition: Nutrition?
        let tags: [String]?
    }
    let restaurant: String
    let items: [Item]
    let openLate: Bool?
}

let json = """
{
  "restaurant": "Swift Bites",
  "items": [
    {"name": "Soup", "course": "starter", "price": 5.5, "nutrition": {"calories": 180, "vegan": true}},
    {"name": "Pasta", "course": "main", "price": 12, "tags": ["popular", "spicy"]},
    {"name": "Cake", "course": "dessert", "price": 6.25, "nutrition": {"calories": 420, "vegan": null}, "tags": []}
  ]
}
"""

let decoder = JSONDecoder()
do {
    let menu = try decoder.decode(Menu.self, from: Data(json.utf8))
    print(menu.restaurant, menu.items.count, menu.openLate == nil)
    for item in menu.items {
        let calories = item.nutrition.map { "\($0.calories) kcal" } ?? "unknown"
        let vegan = item.nutrition?.vegan.map { $0 ? "vegan" : "not vegan" } ?? "?"
        let tags = item.tags?.joined(separator: "/") ?? "-"
        print("\(item.course.rawValue): \(item.name) $\(item.price) \(calories) \(vegan) \(tags.isEmpty ? "(no tags)" : tags)")
    }
    let mains = menu.items.filter { $0.course == .main }.map(\.name)
    print(mains)
    let total = menu.items.reduce(0) { $0 + $1.price }
    print("total \(total)")

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let cheap = menu.items.filter { $0.price < 10 }
    let data = try encoder.encode(cheap)
    print(String(decoding: data, as: UTF8.self))
} catch {
    print("decoding failed: \(error)")
}

let broken = #"{"restaurant": "Nowhere", "items": [{"name": "Tea", "course": "drink", "price": 2}]}"#
do {
    _ = try decoder.decode(Menu.self, from: Data(broken.utf8))
    print("decoded")
} catch DecodingError.dataCorrupted(let context) {
    print("bad value at \(context.codingPath.map(\.stringValue))")
} catch {
    print("other error")
}

let missing = #"{"items": []}"#
do {
    _ = try decoder.decode(Menu.self, from: Data(missing.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing \(key.stringValue)")
} catch {
    print("other error")
}

// expect: Swift Bites 3 true
// expect: starter: Soup $5.5 180 kcal vegan -
// expect: main: Pasta $12.0 unknown ? popular/spicy
// expect: dessert: Cake $6.25 420 kcal ? (no tags)
// expect: ["Pasta"]
// expect: total 23.75
// expect: [{"course":"starter","name":"Soup","nutrition":{"calories":180,"vegan":true},"price":5.5},{"course":"dessert","name":"Cake","nutrition":{"calories":420},"price":6.25,"tags":[]}]
// expect: bad value at ["items", "Index 0", "course"]
// expect: missing restaurant
