// A chat message model: Codable with CodingKeys renaming snake_case fields, dates encoded as seconds since 1970, decoded, sorted and printed.
import Foundation

struct Message: Codable, Equatable {
    let id: Int
    let sender: String
    let text: String
    let sentAt: Date
    var isRead: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case sender = "from"
        case text = "body"
        case sentAt = "sent_at"
        case isRead = "is_read"
    }
}

let json = """
[
  {"id": 2, "from": "bea", "body": "On my way", "sent_at": 1700000120, "is_read": false},
  {"id": 1, "from": "ana", "body": "Lunch?", "sent_at": 1700000000, "is_read": true},
  {"id": 3, "from": "ana", "body": "See you", "sent_at": 1700000300, "is_read": false}
]
"""

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
do {
    let messages = try decoder.decode([Message].self, from: Data(json.utf8))
    let ordered = messages.sorted { $0.sentAt < $1.sentAt }
    let start = ordered[0].sentAt
    for m in ordered {
        let offset = Int(m.sentAt.timeIntervalSince(start))
        print("+\(offset)s \(m.sender): \(m.text)\(m.isRead ? "" : " (new)")")
    }
    print("unread:", messages.filter { !$0.isRead }.count)

    var reply = Message(id: 4, sender: "bea", text: "Ok", sentAt: Date(timeIntervalSince1970: 1700000360), isRead: false)
    reply.isRead = true
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(reply)
    print(String(decoding: data, as: UTF8.self))
    let back = try decoder.decode(Message.self, from: data)
    print(back == reply)
} catch {
    print("decode failed: \(error)")
}

let broken = #"{"id": 9, "from": "cy", "body": "hi", "is_read": true}"#
do {
    _ = try decoder.decode(Message.self, from: Data(broken.utf8))
    print("decoded")
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key:", key.stringValue)
} catch {
    print("other error")
}

// expect: +0s ana: Lunch?
// expect: +120s bea: On my way (new)
// expect: +300s ana: See you (new)
// expect: unread: 2
// expect: {"body":"Ok","from":"bea","id":4,"is_read":true,"sent_at":1700000360}
// expect: true
// expect: missing key: sent_at
