// Synthesized Codable on nested structs: arrays, optionals (nil is left out, an absent key decodes to nil), sorted and pretty output, a round trip.
import Foundation

struct Address: Codable, Equatable {
    var street: String
    var city: String
    var postcode: String?
}

struct Contact: Codable, Equatable {
    var name: String
    var age: Int
    var height: Double
    var isFavorite: Bool
    var emails: [String]
    var address: Address
    var nickname: String?
    var scores: [Int?]
}

let ann = Contact(name: "Ann", age: 34, height: 1.7, isFavorite: true, emails: ["ann@example.com", "a/b@example.com"],
                  address: Address(street: "1 Main St", city: "Oslo", postcode: nil), nickname: nil, scores: [3, nil, 5])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(ann)
print(String(data: data, encoding: .utf8)!)
print(data.count)

encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(decoding: try encoder.encode(ann.address), as: UTF8.self))

let decoded = try JSONDecoder().decode(Contact.self, from: data)
print(decoded == ann)
print(decoded.address)
print(decoded.nickname as Any, decoded.scores)

let partial = """
{"name": "Bo", "age": 7, "height": 1, "isFavorite": false, "emails": [],
 "address": {"street": "2 Side Rd", "city": "Bergen", "postcode": null}, "nickname": "B", "scores": []}
"""
let bo = try JSONDecoder().decode(Contact.self, from: Data(partial.utf8))
print(bo.height, bo.nickname ?? "none", bo.address.postcode ?? "no postcode")
print(bo)

// expect: {"address":{"city":"Oslo","street":"1 Main St"},"age":34,"emails":["ann@example.com","a\/b@example.com"],"height":1.7,"isFavorite":true,"name":"Ann","scores":[3,null,5]}
// expect: 169
// expect: {
// expect:   "city" : "Oslo",
// expect:   "street" : "1 Main St"
// expect: }
// expect: true
// expect: Address(street: "1 Main St", city: "Oslo", postcode: nil)
// expect: nil [Optional(3), nil, Optional(5)]
// expect: 1.0 B no postcode
// expect: Contact(name: "Bo", age: 7, height: 1.0, isFavorite: false, emails: [], address: main.Address(street: "2 Side Rd", city: "Bergen", postcode: nil), nickname: Optional("B"), scores: [])
