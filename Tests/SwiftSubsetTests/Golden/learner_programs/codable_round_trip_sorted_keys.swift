// A Codable round trip as a tutorial's model layer writes it: nested structs, an enum with String raw values, optionals left out, sorted keys, and decoding errors printed by case.
import Foundation

struct Address: Codable, Equatable {
    var city: String
    var zip: String?
}

enum Membership: String, Codable {
    case free, pro, team
}

struct User: Codable, Equatable {
    let id: Int
    var name: String
    var tags: [String]
    var plan: Membership
    var address: Address?
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let decoder = JSONDecoder()

let ada = User(id: 1, name: "Ada", tags: ["math", "engines"], plan: .pro, address: Address(city: "London", zip: nil))
let data = try encoder.encode(ada)
print(String(data: data, encoding: .utf8)!)
// expect: {"address":{"city":"London"},"id":1,"name":"Ada","plan":"pro","tags":["math","engines"]}
let back = try decoder.decode(User.self, from: data)
print(back == ada, back.address?.zip as Any, back.plan)
// expect: true nil pro

let team = try encoder.encode([ada, User(id: 2, name: "Bo", tags: [], plan: .free, address: nil)])
let decoded = try decoder.decode([User].self, from: team)
print(decoded.map(\.name), decoded.map { $0.address?.city ?? "-" }, team.count)
// expect: ["Ada", "Bo"] ["London", "-"] 135

let inputs = [
    #"{"id": 3, "name": "Cy", "tags": [], "plan": "gold"}"#,
    #"{"id": "4", "name": "Di", "tags": [], "plan": "free"}"#,
    #"{"id": 5, "tags": [], "plan": "team"}"#,
    #"{"id": 6, "name": "Ed", "tags": ["x"], "plan": "team", "address": {"city": "Oslo", "zip": "0150"}}"#,
]
for json in inputs {
    do {
        let user = try decoder.decode(User.self, from: Data(json.utf8))
        print("ok", user.name, user.address?.zip ?? "no zip")
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted:", context.debugDescription)
    } catch DecodingError.typeMismatch(let type, let context) {
        print("type mismatch:", type, context.codingPath.map(\.stringValue))
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing key:", key.stringValue)
    } catch {
        print("other:", error)
    }
}
// expect: corrupted: Cannot initialize Membership from invalid String value gold
// expect: type mismatch: Int ["id"]
// expect: missing key: name
// expect: ok Ed 0150
