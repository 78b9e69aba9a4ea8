// Codable is synthesized from the stored properties; a closure cannot be decoded (swiftc names Decodable first)
import Foundation

struct Reminder: Codable { // expect error col 8: type 'Reminder' does not conform to protocol 'Decodable'
    var text: String
    var due: Date
    var action: () -> Void = {}
}

let data = try JSONEncoder().encode(Reminder(text: "call", due: Date(timeIntervalSince1970: 0)))
print(data.count)
