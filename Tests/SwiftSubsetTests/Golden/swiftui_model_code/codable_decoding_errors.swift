// DecodingError as swiftc prints it for typical mistakes: a missing key, a wrong type, null, broken JSON, a bad enum value; coding paths, catch patterns and localizedDescription.
import Foundation

struct Item: Codable {
    var name: String
    var quantity: Int
}

struct Order: Codable {
    var id: Int
    var items: [Item]
    var note: String?
}

func attempt(_ json: String) {
    do {
        let order = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
        print("decoded order", order.id, order.items.count)
    } catch DecodingError.keyNotFound(let key, let context) {
        print("key not found:", key.stringValue, "path:", context.codingPath.map(\.stringValue))
    } catch DecodingError.typeMismatch(let type, let context) {
        print("type mismatch:", type, "path:", context.codingPath.map(\.stringValue))
        print(context.debugDescription)
    } catch DecodingError.valueNotFound(let type, let context) {
        print("value not found:", type, context.debugDescription)
    } catch DecodingError.dataCorrupted(let context) {
        print("data corrupted:", context.debugDescription)
    } catch {
        print("other:", error)
    }
}

attempt(#"{"id": 1, "items": [{"name": "pen", "quantity": 2}]}"#)
attempt(#"{"id": 1}"#)
attempt(#"{"id": "one", "items": []}"#)
attempt(#"{"id": 1, "items": [{"name": "pen", "quantity": 2}, {"name": "ink", "quantity": "lots"}]}"#)
attempt(#"{"id": 1, "items": [{"name": null, "quantity": 2}]}"#)
attempt(#"{"id": 1, "items": [}"#)
attempt("")

let samples = [
    #"{"id": 2, "items": [{"quantity": 1}]}"#,
    #"{"id": 2, "items": {"name": "x"}}"#,
    #"{"id": 2, "items": null}"#,
    #"{"id": 2.5, "items": []}"#,
    #"[1, 2]"#,
]
for sample in samples {
    do {
        _ = try JSONDecoder().decode(Order.self, from: Data(sample.utf8))
    } catch {
        print(error)
        print(error.localizedDescription)
    }
}

do {
    _ = try JSONDecoder().decode([String: Int].self, from: Data(#"{"apples": "three"}"#.utf8))
} catch let error as DecodingError {
    switch error {
    case .typeMismatch(_, let context): print("mismatch at", context.codingPath.map(\.stringValue))
    default: print("unexpected")
    }
}

do {
    _ = try JSONEncoder().encode([1.0, .nan])
} catch {
    print(error)
    print(error.localizedDescription)
}

// expect: decoded order 1 1
// expect: key not found: items path: []
// expect: type mismatch: Int path: ["id"]
// expect: Expected to decode Int but found a string instead.
// expect: type mismatch: Int path: ["items", "Index 1", "quantity"]
// expect: Expected to decode Int but found a string instead.
// expect: value not found: String Cannot get value of type String -- found null value instead
// expect: data corrupted: The given data was not valid JSON.
// expect: data corrupted: The given data was not valid JSON.
// expect: DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Path: items[0]. Debug description: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
// expect: The operation could not be completed. The data is missing.
// expect: DecodingError.typeMismatch: expected value of type Array<Any>. Path: items. Debug description: Expected to decode Array<Any> but found a dictionary instead.
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: DecodingError.valueNotFound: Expected value of type Array<Any> but found null instead. Path: items. Debug description: Cannot get unkeyed decoding container -- found null value instead
// expect: The operation could not be completed. The data is missing.
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Debug description: Expected to decode Dictionary<String, Any> but found an array instead.
// expect: The operation could not be completed. The data isn’t in the correct format.
// expect: mismatch at ["apples"]
// expect: EncodingError.invalidValue: nan (Double). Path: [1]. Debug description: Unable to encode Double.nan directly in JSON.
// expect: The operation could not be completed. The data isn’t in the correct format.
